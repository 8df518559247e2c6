/**
 * How a module's Chinese name is typed on a keyboard: its pinyin initials (开屏推荐 → kptj) and its whole pinyin
 * without tones (kaipingtuijian). pinyin-pro is a few hundred kilobytes of dictionary: only the palette's chunk, loaded
 * on its first open, imports this file (a journey keeps /home under its weight limit).
 */
import { pinyin } from 'pinyin-pro';

export interface PinyinKeys {
  initials: string;
  spelled: string;
}

/** Letters and digits only, lower case: "理财 App · 开屏" types as "lcapp·kp" without the spaces and the dot. */
const typeable = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

export function pinyinKeysOf(name: string): PinyinKeys {
  // Non-Chinese characters come back as they are (App stays app), so mixed names type naturally.
  const initials = pinyin(name, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('');
  const spelled = pinyin(name, { toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('');
  return { initials: typeable(initials), spelled: typeable(spelled) };
}
