import { Alert, Anchor, Group, Pagination, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { Button } from './button.tsx';

export type Column<T> = {
  key: string;
  title: ReactNode;
  render: (row: T) => ReactNode;
  width?: number | string;
};

export type ResourceTableProps<T> = {
  /** Accessible name of the table. */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  getRowKey: (row: T) => string;
  /** Makes rows open a page: the first cell becomes a link, the whole row is clickable. */
  getRowHref?: (row: T) => string;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  isRetrying?: boolean;
  /** Shown when there are no rows (after loading, without an error). */
  empty: ReactNode;
  /** Paging; omit for a short, unpaged table. */
  paging?: { page: number; pageSize: number; total: number; onChange: (page: number) => void };
};

/** A data table in the four states of the conventions: pending → error → empty → data. */
export const ResourceTable = <T,>(props: ResourceTableProps<T>) => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { label, columns, rows, getRowKey, getRowHref, paging } = props;

  const header = (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <Table.Th key={column.key} style={{ width: column.width }}>
            {column.title}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );

  if (props.isPending) {
    return (
      <Table aria-label={label} aria-busy>
        {header}
        <Table.Tbody>
          {[0, 1, 2].map((index) => (
            <Table.Tr key={index}>
              {columns.map((column) => (
                <Table.Td key={column.key}>
                  <Skeleton h={16} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }
  if (props.isError) {
    return (
      <Alert color="red" role="alert" title={t('kit.list.load_error')}>
        <Button variant="default" mt="sm" isLoading={props.isRetrying} onClick={props.onRetry}>
          {t('general.retry')}
        </Button>
      </Alert>
    );
  }
  if (!rows || rows.length === 0) {
    return (
      <Stack align="center" py="xl" gap="xs" role="status">
        {props.empty}
      </Stack>
    );
  }

  const format = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label={label} highlightOnHover={Boolean(getRowHref)} verticalSpacing="sm">
          {header}
          <Table.Tbody>
            {rows.map((row) => {
              const href = getRowHref?.(row);
              return (
                <Table.Tr
                  key={getRowKey(row)}
                  // Mouse users may click anywhere on the row; keyboard users use the link.
                  onClick={href ? () => navigate(href) : undefined}
                  style={href ? { cursor: 'pointer' } : undefined}
                >
                  {columns.map((column, index) => (
                    <Table.Td key={column.key}>
                      {href && index === 0 ? (
                        <Anchor
                          component={Link}
                          to={href}
                          c="inherit"
                          onClick={(event) => event.stopPropagation()}
                        >
                          {column.render(row)}
                        </Anchor>
                      ) : (
                        column.render(row)
                      )}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {paging && paging.total > 0 && (
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('kit.list.page_summary', {
              from: format((paging.page - 1) * paging.pageSize + 1),
              to: format(Math.min(paging.page * paging.pageSize, paging.total)),
              total: format(paging.total),
            })}
          </Text>
          {paging.total > paging.pageSize && (
            <Pagination
              component="nav"
              aria-label={t('kit.list.pagination')}
              total={Math.ceil(paging.total / paging.pageSize)}
              value={paging.page}
              onChange={paging.onChange}
              size="sm"
              getItemProps={(page) => ({
                'aria-label': t('kit.list.go_to_page', { page }),
                'aria-current': page === paging.page ? 'page' : undefined,
              })}
              getControlProps={(control) => ({
                'aria-label': t(`kit.list.${control}_page`),
              })}
            />
          )}
        </Group>
      )}
    </Stack>
  );
};
