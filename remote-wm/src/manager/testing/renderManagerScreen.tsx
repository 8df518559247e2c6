import type { ReactElement } from 'react';
import type { Role } from 'shared-ui';
import { MANAGER_LIBRARY_PATH } from 'shared-ui/contract';
import { renderScreen } from '../../testing/renderScreen';

/** Renders a manager-library part (or another screen at `url`) with a signed-in session of the role (an editor by default). */
export function renderManagerScreen(ui: ReactElement, { role = 'editor', url = MANAGER_LIBRARY_PATH }: { role?: Role; url?: string } = {}) {
  return renderScreen(ui, { role, url });
}
