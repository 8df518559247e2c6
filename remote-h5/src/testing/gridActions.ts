/** Reaching into a DataGrid's rows from remote-h5's tests (never bundled: only tests import this folder). */
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

/** The grid row that shows `text`, once it has loaded. */
export const rowOf = async (text: string) => (await screen.findByText(text)).closest('[role="row"]') as HTMLElement;

/** Ticks the checkbox of each row that shows one of `texts`. */
export async function selectRows(user: UserEvent, texts: readonly string[]): Promise<void> {
  for (const text of texts) await user.click(within(await rowOf(text)).getByRole('checkbox'));
}

/**
 * Presses a row's action button (`button` is its accessible name) and waits for the dialog it opens; the user-event
 * session comes back for what the test does in the dialog.
 *
 * @example const { user, dialog } = await openRowDialog('index.html', '重命名 index.html');
 */
export async function openRowDialog(rowText: string, button: string): Promise<{ user: UserEvent; dialog: HTMLElement }> {
  const user = userEvent.setup();
  await user.click(within(await rowOf(rowText)).getByRole('button', { name: button }));
  return { user, dialog: await screen.findByRole('dialog') };
}
