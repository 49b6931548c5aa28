import { AppShell } from '@mantine/core';
import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../app/errors/not-found-page.tsx';
import { TopBar } from '../app/shell/top-bar.tsx';
import { RequireAuth } from '../auth/require-auth.tsx';
import { ProfilePage } from './profile-page.tsx';

/** `/console/profile`: outside any tenant, with the top bar and no sidebar. */
export const ProfileRoute = () => (
  <RequireAuth>
    <AppShell header={{ height: 64 }}>
      <AppShell.Header withBorder={false}>
        <TopBar />
      </AppShell.Header>
      <AppShell.Main>
        <Routes>
          <Route index element={<ProfilePage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </AppShell.Main>
    </AppShell>
  </RequireAuth>
);
