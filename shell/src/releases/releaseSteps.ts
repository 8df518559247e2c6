/**
 * The steps a release takes as a whole after it is prepared, what each asks before it is sent (what will happen to
 * how many entries), and when each is offered: the same conditions the server checks (releaseService.ts).
 */
import type { Release } from 'shared-ui/contract';
import type { ReleasePermissions } from './useReleasePermissions';

export type ReleaseStep = 'publish' | 'move' | 'cancel' | 'out' | 'remove';

export const RELEASE_STEPS: readonly ReleaseStep[] = ['publish', 'move', 'cancel', 'out', 'remove'];

export interface ReleaseStepWords {
  /** The button, the dialog's confirm button. */
  label: string;
  title: string;
  question: string;
  /** notify.success after it went through. */
  done: string;
  danger: boolean;
}

const liveCount = (release: Release) => release.entries.filter((entry) => entry.state === 'live' || entry.state === 'late').length;

export function releaseStepWords(step: ReleaseStep, release: Release): ReleaseStepWords {
  const name = `「${release.name}」`;
  const count = release.entries.length;
  switch (step) {
    case 'publish':
      return {
        label: '安排发布',
        title: '安排发布',
        question: `将把批次${name}的 ${String(count)} 个条目安排在 ${release.push_time} 一起上线。安排前会再检查一次，发现问题则一个条目也不会安排。`,
        done: '批次已安排发布',
        danger: false,
      };
    case 'move':
      return {
        label: '改期',
        title: '改期',
        question: `将把批次${name}的 ${String(count)} 个条目改到新的上线时间（现为 ${release.push_time}）。新时间先检查，通过后各条目撤回再按新时间安排。`,
        done: '批次已改期',
        danger: false,
      };
    case 'cancel':
      return {
        label: '撤回',
        title: '撤回批次',
        question: `将撤回批次${name}的 ${String(count)} 个条目：各条目回到各自的预发布列表，批次回到准备中。`,
        done: '批次已撤回',
        danger: true,
      };
    case 'out':
      return {
        label: '下架',
        title: '下架批次',
        question: `将下架批次${name}中已上线的 ${String(liveCount(release))} 个条目（共 ${String(count)} 个），批次变为已下架，之后不能再安排。`,
        done: '批次已下架',
        danger: true,
      };
    case 'remove':
      return {
        label: '删除',
        title: '删除批次',
        question: `将删除批次${name}。它的 ${String(count)} 个条目本身不受影响，仍在各自模块的列表中。`,
        done: '批次已删除',
        danger: true,
      };
  }
}

/** Whether `step` is offered for this release to this role. */
export function isStepOffered(step: ReleaseStep, release: Release, may: ReleasePermissions): boolean {
  const waiting = release.state === 'scheduled' && !release.due;
  switch (step) {
    case 'publish':
      return may.schedule && release.state === 'draft';
    case 'move':
      return may.schedule && waiting;
    case 'cancel':
      return may.withdraw && waiting;
    case 'out':
      return may.withdraw && release.state === 'scheduled' && release.due;
    case 'remove':
      return may.remove && (release.state === 'draft' || release.state === 'offShelf');
  }
}
