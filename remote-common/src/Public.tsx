import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from 'shared-ui';

/** Screens reachable without login (spec §2), mounted by the shell outside the signed-in frame. */
export default function Public() {
  return (
    <Routes>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
