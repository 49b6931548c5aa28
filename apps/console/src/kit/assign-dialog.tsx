import {
  Alert,
  Checkbox,
  Group,
  Modal,
  Pagination,
  Pill,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { Button } from './button.tsx';
import { type PageLoader, useResourceList } from './resource-queries.ts';
import { SearchBox } from './search-box.tsx';
import { showErrorToast } from './server-errors.ts';

const pageSize = 10;

/** Items come from a paged, searchable API list, or from an array searched here. */
export type AssignSource<T> = { queryKey: QueryKey; list: PageLoader<T> } | { items: readonly T[] };

export type AssignDialogProps<T> = {
  opened: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  source: AssignSource<T>;
  getId: (item: T) => string;
  getLabel: (item: T) => string;
  getDescription?: (item: T) => ReactNode;
  /** Resolve to close the dialog; the caller's mutation refreshes the lists. */
  onAssign: (ids: string[]) => Promise<unknown>;
  assignLabel?: string;
};

const useSourcePage = <T,>(
  source: AssignSource<T>,
  search: string,
  page: number,
  getLabel: (item: T) => string,
  isEnabled: boolean,
) => {
  const isRemote = !('items' in source);
  const remote = useResourceList<T>(
    isRemote ? source.queryKey : ['assign-local'],
    isRemote ? source.list : async () => ({ rows: [], total: 0 }),
    { page, pageSize, search },
    { enabled: isRemote && isEnabled },
  );
  if (isRemote) return remote;
  const needle = search.toLowerCase();
  const matches = source.items.filter((item) => getLabel(item).toLowerCase().includes(needle));
  return {
    data: { rows: matches.slice((page - 1) * pageSize, page * pageSize), total: matches.length },
    isPending: false,
    isError: false,
    isFetching: false,
    refetch: async () => undefined,
  };
};

/** Picks items from a searchable, paged list and assigns them in one request (e.g. role users). */
export const AssignDialog = <T,>(props: AssignDialogProps<T>) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Map<string, string>>(new Map());
  const [isSaving, setIsSaving] = useState(false);
  const list = useSourcePage(props.source, search, page, props.getLabel, props.opened);

  const close = () => {
    setSelected(new Map());
    setSearch('');
    setPage(1);
    props.onClose();
  };
  const toggle = (item: T) =>
    setSelected((current) => {
      const next = new Map(current);
      const id = props.getId(item);
      if (next.has(id)) next.delete(id);
      else next.set(id, props.getLabel(item));
      return next;
    });
  const assign = async () => {
    setIsSaving(true);
    try {
      await props.onAssign([...selected.keys()]);
      close();
    } catch (error) {
      showErrorToast(error, t);
    } finally {
      setIsSaving(false);
    }
  };

  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const body = list.isPending ? (
    <Stack gap="xs" aria-busy>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} h={28} />
      ))}
    </Stack>
  ) : list.isError ? (
    <Alert color="red" role="alert" title={t('kit.assign.load_error')}>
      <Button variant="default" mt="sm" onClick={() => void list.refetch()}>
        {t('general.retry')}
      </Button>
    </Alert>
  ) : rows.length === 0 ? (
    <Text c="dimmed" role="status" py="md">
      {search ? t('kit.assign.no_results', { search }) : t('kit.assign.nothing_to_assign')}
    </Text>
  ) : (
    <Stack gap="xs" role="group" aria-label={props.title}>
      {rows.map((item) => (
        <Checkbox
          key={props.getId(item)}
          checked={selected.has(props.getId(item))}
          onChange={() => toggle(item)}
          label={props.getLabel(item)}
          description={props.getDescription?.(item)}
        />
      ))}
    </Stack>
  );

  return (
    <Modal opened={props.opened} onClose={close} title={props.title} size="lg">
      <Stack gap="md">
        {props.description}
        <SearchBox
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <ScrollArea.Autosize mah={360}>{body}</ScrollArea.Autosize>
        {total > pageSize && (
          <Pagination
            total={Math.ceil(total / pageSize)}
            value={page}
            onChange={setPage}
            size="sm"
            aria-label={t('kit.list.pagination')}
            getItemProps={(item) => ({ 'aria-label': t('kit.list.go_to_page', { page: item }) })}
            getControlProps={(control) => ({ 'aria-label': t(`kit.list.${control}_page`) })}
          />
        )}
        {selected.size > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600} aria-live="polite">
              {t('kit.assign.selected_count', { count: selected.size })}
            </Text>
            <Group gap={6}>
              {[...selected].map(([id, label]) => (
                <Pill
                  key={id}
                  withRemoveButton
                  onRemove={() =>
                    setSelected((current) => {
                      const next = new Map(current);
                      next.delete(id);
                      return next;
                    })
                  }
                  removeButtonProps={{
                    'aria-label': t('kit.assign.remove_selected', { name: label }),
                  }}
                >
                  {label}
                </Pill>
              ))}
            </Group>
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('general.cancel')}
          </Button>
          <Button onClick={() => void assign()} isLoading={isSaving} disabled={selected.size === 0}>
            {props.assignLabel ?? t('kit.assign.assign')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
