import { Route, Routes } from 'shared-ui/router';
import { NotFoundPage } from 'shared-ui/components';

/** Screens reachable without login (spec §2), mounted by the shell outside the signed-in frame. */
export default function Public() {
  return (
    <Routes>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
