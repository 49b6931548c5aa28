import { isLanguageTag } from '@gatehouse/phrases/languages';
import { loadLocale } from '@gatehouse/phrases/registry';
import type { TranslationObject } from '@gatehouse/schemas/sign-in-experience/custom-phrase.schema';
import { Badge, Group, ScrollArea, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../kit/button.tsx';
import { useDialogs } from '../../kit/confirm-dialog.tsx';
import { showErrorToast, showSuccessToast } from '../../kit/server-errors.ts';
import { phraseLanguageOptions } from './language-options.ts';
import {
  useCustomPhrases,
  useDeleteCustomPhrases,
  usePutCustomPhrases,
} from './sign-in-experience-api.ts';

type Flat = Record<string, string>;

const flatten = (tree: unknown, prefix = ''): Flat => {
  if (typeof tree !== 'object' || tree === null) return {};
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
};

const nest = (flat: Flat): TranslationObject => {
  const tree: TranslationObject = {};
  for (const [path, value] of Object.entries(flat)) {
    if (!value.trim()) continue;
    const parts = path.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) {
      node[part] = typeof node[part] === 'object' ? node[part] : {};
      node = node[part] as TranslationObject;
    }
    node[parts.at(-1) ?? path] = value;
  }
  return tree;
};

/** The sign-in page's built-in phrases of a language (English for a language it lacks). */
const useBuiltInPhrases = (language: string) =>
  useQuery({
    queryKey: ['sign-in-phrases', language],
    queryFn: async () => {
      const [english, own] = await Promise.all([
        loadLocale('en'),
        isLanguageTag(language) ? loadLocale(language) : undefined,
      ]);
      return { english: flatten(english['sign-in']), own: flatten(own?.['sign-in']) };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

export type PhrasesDraft = { language: string; translation: TranslationObject };

/**
 * Custom phrases of one language: every phrase of the sign-in page, its built-in text and the
 * tenant's own, with how many are customised. Saved on their own (`PUT /api/custom-phrases/…`),
 * the draft feeds the live preview as it is typed.
 */
export const CustomPhrasesEditor = ({
  initialLanguage,
  onDraftChange,
}: {
  initialLanguage: string;
  onDraftChange: (draft: PhrasesDraft | undefined) => void;
}) => {
  const { t, i18n } = useTranslation();
  const { confirm } = useDialogs();
  const [language, setLanguage] = useState(initialLanguage);
  const [group, setGroup] = useState<string | null>('sign_in');
  const saved = useCustomPhrases();
  const builtIn = useBuiltInPhrases(language);
  const put = usePutCustomPhrases();
  const remove = useDeleteCustomPhrases();
  const savedRow = saved.data?.find(
    (row) => row.languageTag.toLowerCase() === language.toLowerCase(),
  );
  const savedFlat = useMemo(() => flatten(savedRow?.translation), [savedRow]);
  const [draft, setDraft] = useState<Flat>(savedFlat);
  useEffect(() => setDraft(savedFlat), [savedFlat]);
  const isChanged = JSON.stringify(nest(draft)) !== JSON.stringify(nest(savedFlat));
  useEffect(() => {
    onDraftChange({ language, translation: nest(draft) });
  }, [language, draft, onDraftChange]);

  const keys = Object.keys(builtIn.data?.english ?? {});
  const groups = [...new Set(keys.map((key) => key.split('.')[0] ?? key))];
  const shown = keys.filter((key) => key.split('.')[0] === group);
  const customised = keys.filter((key) => draft[key]?.trim()).length;
  const languages = useMemo(() => phraseLanguageOptions(i18n.language), [i18n.language]);

  const save = async () => {
    try {
      const translation = nest(draft);
      if (Object.keys(translation).length === 0) {
        if (savedRow) await remove.mutateAsync(savedRow.languageTag);
      } else await put.mutateAsync({ languageTag: language, translation });
      showSuccessToast(t('sign_in_experience.phrases.saved'));
    } catch (error) {
      showErrorToast(error, t);
    }
  };
  const deleteAll = async () => {
    if (!savedRow) return;
    const answer = await confirm({
      title: t('sign_in_experience.phrases.delete_title'),
      message: t('sign_in_experience.phrases.delete_message', { language }),
      confirmLabel: t('sign_in_experience.phrases.delete'),
      isDangerous: true,
    });
    if (answer === 'confirmed') await remove.mutateAsync(savedRow.languageTag);
  };

  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label={t('sign_in_experience.phrases.language')}
          data={languages}
          value={language}
          onChange={(next) => next && setLanguage(next)}
          searchable
          allowDeselect={false}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Select
          label={t('sign_in_experience.phrases.group')}
          data={groups}
          value={group}
          onChange={setGroup}
          allowDeselect={false}
          style={{ flex: 1, minWidth: 180 }}
        />
      </Group>
      <Group gap="sm">
        <Badge variant="light" size="lg" aria-live="polite">
          {t('sign_in_experience.phrases.coverage', { count: customised, total: keys.length })}
        </Badge>
        {!isLanguageTag(language) && (
          <Text size="sm" c="dimmed">
            {t('sign_in_experience.phrases.english_rest')}
          </Text>
        )}
      </Group>
      <ScrollArea.Autosize mah={420} type="auto" offsetScrollbars>
        <Stack gap="sm">
          {shown.map((key) => (
            <TextInput
              key={key}
              label={<code>{key}</code>}
              description={builtIn.data?.own[key] ?? builtIn.data?.english[key]}
              placeholder={builtIn.data?.own[key] ?? builtIn.data?.english[key]}
              value={draft[key] ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setDraft((current) => ({ ...current, [key]: value }));
              }}
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <Group gap="sm" justify="flex-end">
        {savedRow && (
          <Button variant="default" color="red" onClick={deleteAll}>
            {t('sign_in_experience.phrases.delete')}
          </Button>
        )}
        <Button variant="default" disabled={!isChanged} onClick={() => setDraft(savedFlat)}>
          {t('kit.settings.discard')}
        </Button>
        <Button disabled={!isChanged} isLoading={put.isPending || remove.isPending} onClick={save}>
          {t('sign_in_experience.phrases.save')}
        </Button>
      </Group>
    </Stack>
  );
};
