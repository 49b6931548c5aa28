import { Alert, Button as MantineButton, Stack, Tabs, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, Navigate, Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { isApiError } from '../api/api-error.ts';
import { NotFoundPage } from '../app/errors/not-found-page.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { Button } from './button.tsx';
import { useDialogs } from './confirm-dialog.tsx';
import { TrashIcon } from './icons.tsx';
import { PageHeader } from './page-header.tsx';
import { PageLoading } from './page-loading.tsx';
import { showSuccessToast } from './server-errors.ts';

export type DetailTab<T> = {
  /** URL segment after the id, e.g. `permissions`. */
  path: string;
  label: string;
  render: (item: T) => ReactNode;
};

export type ResourceDetailPageProps<T> = {
  query: UseQueryResult<T>;
  /** The list page, absolute (e.g. `/roles`), and its name for the back link. */
  list: { path: string; label: string };
  title: (item: T) => ReactNode;
  subtitle?: (item: T) => ReactNode;
  icon?: ReactNode;
  /** Extra header buttons. */
  actions?: (item: T) => ReactNode;
  /** Adds a Delete button with a confirm dialog; after deleting the list opens. */
  delete?: {
    name: (item: T) => string;
    message: (item: T) => ReactNode;
    isAllowed?: (item: T) => boolean;
    onDelete: (item: T) => Promise<unknown>;
  };
  /** The first tab is the default one `{id}` redirects to. */
  tabs: readonly DetailTab<T>[];
};

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * A detail page mounted at `<list>/:id/*`: header with actions and delete, tabs as URLs
 * (`{id}/{tab}`, `{id}` redirecting to the first tab), and pending, not-found and error states.
 */
export const ResourceDetailPage = <T,>(props: ResourceDetailPageProps<T>) => {
  const { t } = useTranslation();
  const { query, tabs } = props;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { confirm } = useDialogs();
  const { id = '' } = useParams();
  const back = { to: props.list.path, label: t('kit.detail.back_to', { name: props.list.label }) };

  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return (
      <Stack gap="lg">
        <PageHeader
          back={back}
          title={
            isNotFound(query.error) ? t('kit.detail.not_found_title') : t('kit.detail.load_error')
          }
          subtitle={isNotFound(query.error) ? t('kit.detail.not_found_description') : undefined}
        />
        {!isNotFound(query.error) && (
          <Alert color="red" role="alert">
            <Button
              variant="default"
              isLoading={query.isFetching}
              onClick={() => void query.refetch()}
            >
              {t('general.retry')}
            </Button>
          </Alert>
        )}
      </Stack>
    );
  }

  const item = query.data;
  const base = `${props.list.path}/${encodeURIComponent(id)}`;
  const activeTab = pathname.slice(base.length + 1).split('/')[0] ?? '';
  const deletion = props.delete;

  const handleDelete = async () => {
    if (!deletion) return;
    const name = deletion.name(item);
    const result = await confirm({
      title: t('kit.detail.delete_title', { name }),
      message: deletion.message(item),
      confirmLabel: t('kit.detail.delete'),
      isDangerous: true,
    });
    if (result !== 'confirmed') return;
    await deletion.onDelete(item);
    showSuccessToast(t('kit.detail.deleted', { name }));
    navigate(props.list.path, { replace: true });
  };

  return (
    <Stack gap="lg">
      <PageHeader
        back={back}
        icon={props.icon}
        title={props.title(item)}
        subtitle={props.subtitle?.(item)}
        actions={
          <>
            {props.actions?.(item)}
            {deletion && (deletion.isAllowed?.(item) ?? true) && (
              <Button
                variant="default"
                color="red"
                leftSection={<TrashIcon />}
                onClick={() => void handleDelete().catch(() => undefined)}
              >
                {t('kit.detail.delete')}
              </Button>
            )}
          </>
        }
      />
      <Tabs value={activeTab} onChange={(tab) => tab && navigate(`${base}/${tab}`)}>
        <Tabs.List aria-label={t('kit.detail.tabs_label')}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.path} value={tab.path}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.some((tab) => tab.path === activeTab) && (
          <Tabs.Panel value={activeTab} pt="lg">
            <Routes>
              {tabs.map((tab) => (
                <Route key={tab.path} path={`${tab.path}/*`} element={tab.render(item)} />
              ))}
            </Routes>
          </Tabs.Panel>
        )}
      </Tabs>
      <Routes>
        <Route index element={<Navigate replace to={`${base}/${tabs[0]?.path ?? ''}`} />} />
        {tabs.map((tab) => (
          <Route key={tab.path} path={`${tab.path}/*`} element={null} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Stack>
  );
};

/** A plain link styled as a button, for header actions that open a route. */
export const LinkButton = ({ to, children }: { to: string; children: ReactNode }) => (
  <MantineButton component={Link} to={to} variant="default">
    {children}
  </MantineButton>
);

export const DetailNote = ({ children }: { children: ReactNode }) => (
  <Text size="sm" c="dimmed">
    {children}
  </Text>
);
