import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience/sign-in-experience.schema';
import { Grid, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { type FieldErrors, type FieldPath, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { NotFoundPage } from '../../app/errors/not-found-page.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../kit/button.tsx';
import {
  type FormIssue,
  issueMessage,
  labelFor,
  useZodResolver,
} from '../../kit/form-validation.ts';
import { PageHeader } from '../../kit/page-header.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { applyServerErrors, showErrorToast, showSuccessToast } from '../../kit/server-errors.ts';
import { useUnsavedChangesGuard } from '../../kit/use-unsaved-changes-guard.ts';
import type { PhrasesDraft } from './custom-phrases-editor.tsx';
import { pageLanguageOptions } from './language-options.ts';
import { toPreviewSettings } from './preview/preview-settings.ts';
import { SignInPreview } from './preview/sign-in-preview.tsx';
import {
  signInExperienceKeys,
  useCustomPhrases,
  useSignInExperience,
  useUpdateSignInExperience,
} from './sign-in-experience-api.ts';
import {
  changedFields,
  type EditorTab,
  editorTabs,
  fieldOfError,
  type SignInExperienceFormValues,
  signInExperienceFormGuard,
  tabOfField,
  toFormValues,
  toPatch,
} from './sign-in-experience-form.ts';
import { BrandingTab } from './tabs/branding-tab.tsx';
import { ContentTab } from './tabs/content-tab.tsx';
import type { EditorForm } from './tabs/editor-form.ts';
import { SignUpAndSignInTab } from './tabs/sign-up-and-sign-in-tab.tsx';

const isEditorTab = (tab: string | undefined): tab is EditorTab =>
  editorTabs.includes(tab as EditorTab);

/** The editor's tabs are one form: moving between them is not leaving. */
const isEditorPath = (pathname: string) => /\/sign-in-experience(\/[^/]*)?\/?$/.test(pathname);

/** The first field path in react-hook-form's error tree, e.g. `color.primaryColor`. */
const firstErrorPath = (errors: FieldErrors, prefix = ''): string | undefined => {
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if ('message' in value && typeof value.message === 'string') return path;
    const nested = firstErrorPath(value as FieldErrors, path);
    if (nested) return nested;
  }
  return undefined;
};

/** `sign-in-experience/{tab}`: the editor once the experience is loaded. */
export const SignInExperiencePage = () => {
  const { t } = useTranslation();
  const { tab } = useParams();
  const experience = useSignInExperience();
  if (!isEditorTab(tab)) return <NotFoundPage />;
  if (experience.isPending) return <PageLoading />;
  if (experience.isError) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('sign_in_experience.title')} />
        <Text c="red">{t('sign_in_experience.load_error')}</Text>
      </Stack>
    );
  }
  return <SignInExperienceEditor experience={experience.data} tab={tab} />;
};

const SignInExperienceEditor = ({
  experience,
  tab,
}: {
  experience: SignInExperience;
  tab: EditorTab;
}) => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateSignInExperience();
  const phrases = useCustomPhrases();
  const saved = useMemo(() => toFormValues(experience), [experience]);
  const labels = useMemo(
    () => ({
      'color.primaryColor': t('sign_in_experience.branding.primary_color'),
      'color.darkPrimaryColor': t('sign_in_experience.branding.dark_primary_color'),
      'color.isDarkModeEnabled': t('sign_in_experience.branding.dark_mode'),
      'branding.logoUrl': t('sign_in_experience.branding.logoUrl'),
      'branding.darkLogoUrl': t('sign_in_experience.branding.darkLogoUrl'),
      'branding.favicon': t('sign_in_experience.branding.favicon'),
      'branding.darkFavicon': t('sign_in_experience.branding.darkFavicon'),
      hideLogtoBranding: t('sign_in_experience.branding.hide_branding'),
      customCss: t('sign_in_experience.branding.custom_css'),
      'signUp.identifiers': t('sign_in_experience.sign_up.identifiers'),
      'signUp.password': t('sign_in_experience.sign_up.password'),
      'signUp.verify': t('sign_in_experience.sign_up.verify'),
      'signIn.methods': t('sign_in_experience.sign_in.methods'),
      socialSignInConnectorTargets: t('sign_in_experience.social.targets'),
      signInMode: t('sign_in_experience.mode.title'),
      termsOfUseUrl: t('sign_in_experience.content.termsOfUseUrl'),
      privacyPolicyUrl: t('sign_in_experience.content.privacyPolicyUrl'),
      agreeToTermsPolicy: t('sign_in_experience.content.agree_policy'),
      'languageInfo.autoDetect': t('sign_in_experience.content.auto_detect'),
      'languageInfo.fallbackLanguage': t('sign_in_experience.content.fallback_language'),
      supportEmail: t('sign_in_experience.content.supportEmail'),
      supportWebsiteUrl: t('sign_in_experience.content.supportWebsiteUrl'),
      unknownSessionRedirectUrl: t('sign_in_experience.content.unknownSessionRedirectUrl'),
    }),
    [t],
  );
  const form: EditorForm = useForm<
    SignInExperienceFormValues,
    unknown,
    Parameters<Parameters<EditorForm['handleSubmit']>[0]>[0]
  >({
    // A copy: the form writes into the object it is given, and `saved` must stay as saved.
    values: useMemo(() => structuredClone(saved), [saved]),
    resolver: useZodResolver(signInExperienceFormGuard, labels),
  });
  // Every change re-renders the editor: the save bar and the preview follow each keystroke.
  const current = form.watch() as SignInExperienceFormValues;
  // useWatch hands back the form's own (mutated) object: compare by content, not by reference.
  const currentJson = JSON.stringify(current);
  const changed = changedFields(saved, current);
  const isDirty = changed.length > 0;
  useUnsavedChangesGuard(isDirty, isEditorPath);

  const [phrasesDraft, setPhrasesDraft] = useState<PhrasesDraft>();
  const [previewLanguage, setPreviewLanguage] = useState<string>();
  const handlePhrasesDraft = useCallback((draft: PhrasesDraft | undefined) => {
    setPhrasesDraft(draft);
    // Show the language being edited, so each phrase typed shows at once.
    if (draft) setPreviewLanguage(draft.language);
  }, []);
  // A newly chosen default language shows at once: the last language picked anywhere (this
  // field, the phrases editor, the preview's own menu) is the one previewed.
  const fallbackLanguage = current.languageInfo.fallbackLanguage;
  useEffect(() => setPreviewLanguage(fallbackLanguage), [fallbackLanguage]);
  const language = previewLanguage ?? fallbackLanguage;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the content of `current` is `currentJson`
  const previewSettings = useMemo(() => toPreviewSettings(current), [currentJson]);
  const previewLanguages = useMemo(
    () =>
      pageLanguageOptions(
        (phrases.data ?? []).map((row) => row.languageTag),
        i18n.language,
      ),
    [phrases.data, i18n.language],
  );

  const goToTab = (next: EditorTab) => navigate(`../${next}`, { relative: 'path' });
  const showField = (path: string) => {
    const fieldTab = tabOfField(path);
    if (fieldTab !== tab) goToTab(fieldTab);
  };

  const submit = form.handleSubmit(
    async (output) => {
      const patch = toPatch(saved, form.getValues(), output);
      try {
        const next = await update.mutateAsync(patch);
        queryClient.setQueryData(signInExperienceKeys.details(), next);
        showSuccessToast(t('kit.settings.saved'));
      } catch (error) {
        const field = isApiError(error) ? fieldOfError(error.code, patch) : undefined;
        if (field && isApiError(error)) {
          // The server's rule message arrives in the console's language (Accept-Language).
          form.setError(field as FieldPath<SignInExperienceFormValues>, {
            type: 'server',
            message: error.message,
          });
          showField(field);
          return;
        }
        const translate = (issue: FormIssue) =>
          issueMessage(issue, t, labelFor(labels, issue.path), true);
        if (applyServerErrors(error, form.setError, Object.keys(saved), {}, translate)) {
          const path = firstErrorPath(form.formState.errors);
          if (path) showField(path);
        } else showErrorToast(error, t);
      }
    },
    (errors) => {
      const path = firstErrorPath(errors);
      if (path) showField(path);
    },
  );

  const changedNames = [
    ...new Set(changed.map((path) => labelFor(labels, path.split('.')) ?? path)),
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('sign_in_experience.title')}
        subtitle={t('sign_in_experience.subtitle')}
      />
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <Tabs value={tab} onChange={(next) => next && goToTab(next as EditorTab)}>
                <Tabs.List aria-label={t('sign_in_experience.tabs_label')}>
                  {editorTabs.map((each) => (
                    <Tabs.Tab key={each} value={each}>
                      {t(`sign_in_experience.tabs.${each}`)}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                <Tabs.Panel value={tab} pt="lg">
                  {tab === 'branding' && <BrandingTab form={form} />}
                  {tab === 'sign-up-and-sign-in' && <SignUpAndSignInTab form={form} />}
                  {tab === 'content' && (
                    <ContentTab form={form} onPhrasesDraftChange={handlePhrasesDraft} />
                  )}
                </Tabs.Panel>
              </Tabs>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <div style={{ position: 'sticky', insetBlockStart: 'var(--mantine-spacing-md)' }}>
                <SignInPreview
                  settings={previewSettings}
                  languages={previewLanguages}
                  language={language}
                  onLanguageChange={setPreviewLanguage}
                  customPhrases={
                    phrasesDraft?.language === language ? phrasesDraft.translation : undefined
                  }
                />
              </div>
            </Grid.Col>
          </Grid>
          {isDirty && (
            <Paper
              withBorder
              shadow="md"
              p="sm"
              role="region"
              aria-label={t('kit.settings.unsaved_changes')}
              style={{ position: 'sticky', insetBlockEnd: 'var(--mantine-spacing-md)', zIndex: 2 }}
            >
              <Group justify="space-between" wrap="wrap">
                <Stack gap={2}>
                  <Text size="sm" fw={600}>
                    {t('sign_in_experience.unsaved_count', { count: changed.length })}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {changedNames.join(' · ')}
                  </Text>
                </Stack>
                <Group gap="sm">
                  <Button
                    variant="default"
                    onClick={() => form.reset(structuredClone(saved))}
                    disabled={form.formState.isSubmitting}
                  >
                    {t('kit.settings.discard')}
                  </Button>
                  <Button type="submit" isLoading={form.formState.isSubmitting}>
                    {t('kit.settings.save_changes')}
                  </Button>
                </Group>
              </Group>
            </Paper>
          )}
        </Stack>
      </form>
    </Stack>
  );
};
