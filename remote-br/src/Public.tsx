import { Route, Routes } from 'shared-ui/router';
import { PublicNotFoundPage } from 'shared-ui/components';
import { APPROVAL_SCREENS, OTHER_NEWS_SCREEN } from 'shared-ui/contract';
import { ApprovalPage } from './approval/ApprovalPage';
import { OtherNewsApprovalPage } from './approval/OtherNewsApprovalPage';
import { HolidayMessagesPage } from './holiday/HolidayMessagesPage';

/** Screens reachable without login (spec §2), mounted by the shell outside the signed-in frame. */
export default function Public() {
  return (
    <Routes>
      {/* Mounted at /approval: the stock-news approval screens (70000, 70001, 80001, 80002). */}
      {APPROVAL_SCREENS.map((screen) => (
        <Route key={screen} path={String(screen)} element={<ApprovalPage screen={screen} />} />
      ))}
      {/* Mounted at /approval: the other-stock-news off-shelf approval. */}
      <Route path={OTHER_NEWS_SCREEN} element={<OtherNewsApprovalPage />} />
      {/* Mounted at /holiday/messagelist: its index is the holiday page (/approval redirects before reaching here). */}
      <Route index element={<HolidayMessagesPage />} />
      <Route path="*" element={<PublicNotFoundPage />} />
    </Routes>
  );
}
