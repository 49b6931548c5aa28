import { expect, test } from './fixtures/console.ts';
import {
  assignInDialog,
  deleteFromDetailPage,
  dialog,
  expectToast,
  openSection,
  openTab,
  saveSettings,
  uniqueSuffix,
} from './fixtures/console-helpers.ts';
import {
  type ApplicationBody,
  appKinds,
  createRoleFixtures,
  expectGone,
  idFromUrl,
  roleKinds,
} from './fixtures/console-resources-data.ts';

// Every kind of resource the console manages, end to end: created, edited and deleted through the
// console as an administrator does it, each change checked through the management API with the
// bootstrap app's token (what an automation script would see).

test.describe('applications', () => {
  for (const kind of appKinds) {
    test(`a ${kind.card} is created, edited and deleted through the console`, async ({
      consolePage: page,
      api,
    }) => {
      const name = `E2E ${kind.type} ${uniqueSuffix()}`;
      const renamed = `${name} renamed`;
      let id = '';

      await test.step('create it with the create modal', async () => {
        await openSection(page, 'Applications');
        await page.getByRole('link', { name: 'Create application' }).click();
        const modal = dialog(page, 'Create application');
        await expect(modal).toBeVisible();
        await modal.getByRole('radio', { name: kind.card, exact: true }).click();
        await expect(modal.getByRole('radio', { name: kind.card, exact: true })).toBeChecked();
        await modal.getByLabel('Application name').fill(name);
        await modal.getByLabel('Description').fill(`Created by the e2e suite (${kind.type})`);
        await modal.getByRole('button', { name: 'Create application' }).click();
        await expectToast(page, `Application “${name}” created.`);
        // Apps with an integration guide open it first; its button leads to the settings.
        await expect(page).toHaveURL(/\/console\/applications\/[^/]+\/(guide\/[^/]+|settings)$/);
        id = idFromUrl(page, 'applications');
        if (page.url().includes('/guide/')) {
          await page.getByRole('button', { name: 'Done, go to settings' }).click();
        }
        await expect(page).toHaveURL(new RegExp(`/console/applications/${id}/settings$`));
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

        const created = await api.get<ApplicationBody>(`/applications/${id}`);
        expect(created.status).toBe(200);
        expect(created.body).toMatchObject({ name, type: kind.type });
      });

      await test.step('rename it in its settings', async () => {
        await page.getByRole('textbox', { name: 'Application name' }).fill(renamed);
        await saveSettings(page);
        await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
      });

      const uris = kind.redirectUris;
      if (uris) {
        await test.step('add a redirect URI, then change it', async () => {
          await page.getByRole('button', { name: 'Add another entry to Redirect URIs' }).click();
          const first = page.getByRole('textbox', { name: 'Redirect URIs 1', exact: true });
          await first.fill(uris[0]);
          await saveSettings(page);
          const saved = await api.get<ApplicationBody>(`/applications/${id}`);
          expect(saved.body.oidcClientMetadata.redirectUris).toEqual([uris[0]]);

          await first.fill(uris[1]);
          await saveSettings(page);
        });
      }

      await test.step('the management API sees the changes', async () => {
        const answer = await api.get<ApplicationBody>(`/applications/${id}`);
        expect(answer.status).toBe(200);
        expect(answer.body.name).toBe(renamed);
        expect(answer.body.type).toBe(kind.type);
        if (uris) expect(answer.body.oidcClientMetadata.redirectUris).toEqual([uris[1]]);
      });

      await test.step('delete it after confirming', async () => {
        await deleteFromDetailPage(page, renamed, 'Applications');
        await expect(page.getByRole('link', { name: renamed })).toHaveCount(0);
        await expectGone(api, `/applications/${id}`);
      });
    });
  }
});

test('an API resource and its permission are created, edited and deleted through the console', async ({
  consolePage: page,
  api,
}) => {
  const suffix = uniqueSuffix();
  const name = `E2E Orders API ${suffix}`;
  const renamed = `${name} v2`;
  const indicator = `https://orders-${suffix}.example.com`;
  let id = '';

  await test.step('create it with the create modal', async () => {
    await openSection(page, 'API resources');
    await page.getByRole('link', { name: 'Create API resource' }).click();
    const modal = dialog(page, 'Create API resource');
    await modal.getByLabel('API name').fill(name);
    await modal.getByLabel('API identifier').fill(indicator);
    await modal.getByRole('button', { name: 'Create', exact: true }).click();
    await expectToast(page, `API resource ${name} created.`);
    await expect(page).toHaveURL(/\/console\/api-resources\/[^/]+\/permissions$/);
    id = idFromUrl(page, 'api-resources');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  await test.step('add a permission', async () => {
    await page.getByRole('button', { name: 'Create permission' }).click();
    const modal = dialog(page, 'Create permission');
    await modal.getByLabel('Permission name').fill('read:orders');
    await modal.getByLabel('Description').fill('Read all orders');
    await modal.getByRole('button', { name: 'Create', exact: true }).click();
    await expectToast(page, 'Permission read:orders saved.');
    await expect(page.getByRole('table', { name: 'Permissions' })).toContainText('read:orders');
  });

  await test.step('rename it and change its access-token lifetime', async () => {
    await openTab(page, 'General');
    await page.getByRole('textbox', { name: 'API name' }).fill(renamed);
    await page.getByRole('textbox', { name: 'Access token expiration (seconds)' }).fill('7200');
    await saveSettings(page);
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  });

  await test.step('the management API sees the changes', async () => {
    const resource = await api.get<{ name: string; indicator: string; accessTokenTtl: number }>(
      `/resources/${id}`,
    );
    expect(resource.status).toBe(200);
    expect(resource.body).toMatchObject({ name: renamed, indicator, accessTokenTtl: 7200 });
    const scopes = await api.get<{ name: string; description: string | null }[]>(
      `/resources/${id}/scopes`,
    );
    expect(scopes.body).toEqual([
      expect.objectContaining({ name: 'read:orders', description: 'Read all orders' }),
    ]);
  });

  await test.step('delete it after confirming', async () => {
    await deleteFromDetailPage(page, renamed, 'API resources');
    await expectGone(api, `/resources/${id}`);
  });
});

for (const kind of roleKinds) {
  test(`a ${kind.radio} role gets a permission and a member, is renamed and deleted through the console`, async ({
    consolePage: page,
    api,
  }) => {
    const suffix = uniqueSuffix();
    const fixtures = await createRoleFixtures(api, suffix);
    const memberLabel =
      kind.member === 'users' ? `role_member_${suffix}` : `E2E Billing worker ${suffix}`;
    const memberId = kind.member === 'users' ? fixtures.user.id : fixtures.app.id;
    const name = `E2E ${kind.type} role ${suffix}`;
    const renamed = `${name} renamed`;
    let id = '';
    // What the test made through the API goes away whatever happens in the console.
    const cleanUp = async () => {
      await api.delete(`/users/${fixtures.user.id}`);
      await api.delete(`/applications/${fixtures.app.id}`);
      await api.delete(`/resources/${fixtures.resource.id}`);
    };

    try {
      await test.step('create it with the create modal', async () => {
        await openSection(page, 'Roles');
        await page.getByRole('link', { name: 'Create role' }).click();
        const modal = dialog(page, 'Create role');
        await modal.getByRole('textbox', { name: 'Role name' }).fill(name);
        await modal.getByRole('textbox', { name: 'Description' }).fill('Made by the e2e suite');
        await modal.getByRole('radio', { name: kind.radio, exact: true }).check();
        await modal.getByRole('button', { name: 'Create', exact: true }).click();
        await expectToast(page, `Role ${name} created.`);
        await expect(page).toHaveURL(/\/console\/roles\/[^/]+\/permissions$/);
        id = idFromUrl(page, 'roles');
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      });

      await test.step('assign the permission', async () => {
        await page.getByRole('button', { name: 'Assign permissions' }).click();
        await assignInDialog(dialog(page, `Assign permissions to ${name}`), ['write:invoices']);
        await expectToast(page, 'Permissions assigned.');
        await expect(page.getByRole('table', { name: 'Permissions' })).toContainText(
          'write:invoices',
        );
      });

      await test.step(`assign ${kind.member === 'users' ? 'a user' : 'an M2M app'}`, async () => {
        await openTab(page, kind.membersTab);
        await page.getByRole('button', { name: kind.assign }).click();
        await assignInDialog(dialog(page, `${kind.assign} to ${name}`), [memberLabel]);
        await expectToast(page, kind.member === 'users' ? 'Users assigned.' : 'Apps assigned.');
        await expect(page.getByRole('table', { name: kind.membersTab })).toContainText(memberLabel);
      });

      await test.step('rename it', async () => {
        await openTab(page, 'General');
        await page.getByRole('textbox', { name: 'Role name' }).fill(renamed);
        await saveSettings(page);
        await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
      });

      await test.step('the management API sees the changes', async () => {
        const role = await api.get<{ name: string; type: string }>(`/roles/${id}`);
        expect(role.status).toBe(200);
        expect(role.body).toMatchObject({ name: renamed, type: kind.type });
        const scopes = await api.get<{ id: string }[]>(`/roles/${id}/scopes`);
        expect(scopes.body.map((scope) => scope.id)).toEqual([fixtures.scope.id]);
        const members = await api.get<{ id: string }[]>(`/roles/${id}/${kind.member}`);
        expect(members.body.map((member) => member.id)).toEqual([memberId]);
      });

      await test.step('delete it after confirming', async () => {
        await deleteFromDetailPage(page, renamed, 'Roles');
        await expectGone(api, `/roles/${id}`);
      });
    } finally {
      await cleanUp();
    }
  });
}

test('a user is created with a password shown once, edited and deleted through the console', async ({
  consolePage: page,
  api,
}) => {
  const suffix = uniqueSuffix();
  const username = `console_user_${suffix}`;
  const email = `console-${suffix}@example.com`;
  const name = `Console User ${suffix}`;
  let id = '';
  let password = '';

  await test.step('add the user; the generated password is shown once', async () => {
    await openSection(page, 'User management');
    await page.getByRole('link', { name: 'Add user' }).click();
    const modal = dialog(page, 'Add user');
    await modal.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    await modal.getByRole('textbox', { name: 'Username' }).fill(username);
    await modal.getByRole('button', { name: 'Add user' }).click();

    const done = dialog(page, 'User added');
    await expect(done).toBeVisible();
    await expect(done.getByText('Copy it now: it will not be shown again.')).toBeVisible();
    await expect(done.getByRole('button', { name: 'Copy Password' })).toBeVisible();
    password = ((await done.locator('code').textContent()) ?? '').trim();
    expect(password.length).toBeGreaterThanOrEqual(8);

    const found = await api.get<{ id: string; username: string }[]>(
      `/users?search=${encodeURIComponent(username)}`,
    );
    expect(found.body.map((user) => user.username)).toEqual([username]);
    id = found.body[0]?.id ?? '';
    // The password shown is the one the user really has.
    const verified = await api.post(`/users/${id}/password/verify`, { password });
    expect(verified.status).toBe(204);

    await done.getByRole('button', { name: 'Open user details' }).click();
    await expect(page).toHaveURL(new RegExp(`/console/users/${id}/settings$`));
    await expect(page.getByText(password)).toHaveCount(0);
  });

  await test.step('give the user a name', async () => {
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await saveSettings(page);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  await test.step('the management API sees the change', async () => {
    const user = await api.get<{ name: string; username: string; primaryEmail: string }>(
      `/users/${id}`,
    );
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ name, username, primaryEmail: email });
  });

  await test.step('delete the user after confirming', async () => {
    await deleteFromDetailPage(page, name, 'User management');
    await expectGone(api, `/users/${id}`);
  });
});
