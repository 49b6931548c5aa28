import { agreeToTermsPolicies } from '@gatehouse/schemas/sign-in-experience/sign-in-methods.schema';
import {
  Card,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { CustomPhrasesEditor, type PhrasesDraft } from '../custom-phrases-editor.tsx';
import { pageLanguageOptions } from '../language-options.ts';
import { useCustomPhrases } from '../sign-in-experience-api.ts';
import type { EditorForm } from './editor-form.ts';

const linkFields = ['termsOfUseUrl', 'privacyPolicyUrl'] as const;
const supportFields = ['supportEmail', 'supportWebsiteUrl', 'unknownSessionRedirectUrl'] as const;

/** Terms and privacy, languages and custom phrases, support contacts, unknown-session redirect. */
export const ContentTab = ({
  form,
  onPhrasesDraftChange,
}: {
  form: EditorForm;
  onPhrasesDraftChange: (draft: PhrasesDraft | undefined) => void;
}) => {
  const { t, i18n } = useTranslation();
  const { errors } = form.formState;
  const phrases = useCustomPhrases();
  const languages = useMemo(
    () =>
      pageLanguageOptions(
        (phrases.data ?? []).map((row) => row.languageTag),
        i18n.language,
      ),
    [phrases.data, i18n.language],
  );
  return (
    <Stack gap="lg">
      <Card component="section" aria-labelledby="sie-terms">
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="sie-terms">
              {t('sign_in_experience.content.terms_title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('sign_in_experience.content.terms_description')}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {linkFields.map((name) => (
              <TextInput
                key={name}
                dir="ltr"
                type="url"
                label={t(`sign_in_experience.content.${name}`)}
                placeholder="https://"
                {...form.register(name)}
                error={errors[name]?.message}
              />
            ))}
          </SimpleGrid>
          <Controller
            control={form.control}
            name="agreeToTermsPolicy"
            render={({ field }) => (
              <Radio.Group
                label={t('sign_in_experience.content.agree_policy')}
                value={field.value}
                onChange={field.onChange}
              >
                <Stack gap="sm" mt="xs">
                  {agreeToTermsPolicies.map((policy) => (
                    <Radio
                      key={policy}
                      value={policy}
                      label={t(`sign_in_experience.content.policies.${policy}`)}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
        </Stack>
      </Card>
      <Card component="section" aria-labelledby="sie-languages">
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="sie-languages">
              {t('sign_in_experience.content.languages_title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('sign_in_experience.content.languages_description')}
            </Text>
          </div>
          <Controller
            control={form.control}
            name="languageInfo.autoDetect"
            render={({ field }) => (
              <Switch
                label={t('sign_in_experience.content.auto_detect')}
                description={t('sign_in_experience.content.auto_detect_description')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
              />
            )}
          />
          <Controller
            control={form.control}
            name="languageInfo.fallbackLanguage"
            render={({ field, fieldState }) => (
              <Select
                label={t('sign_in_experience.content.fallback_language')}
                description={t('sign_in_experience.content.fallback_language_description')}
                data={languages}
                value={field.value}
                onChange={(next) => next && field.onChange(next)}
                onBlur={field.onBlur}
                searchable
                allowDeselect={false}
                error={fieldState.error?.message}
              />
            )}
          />
        </Stack>
      </Card>
      <Card component="section" aria-labelledby="sie-phrases">
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="sie-phrases">
              {t('sign_in_experience.phrases.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('sign_in_experience.phrases.description')}
            </Text>
          </div>
          <CustomPhrasesEditor
            initialLanguage={form.getValues('languageInfo.fallbackLanguage')}
            onDraftChange={onPhrasesDraftChange}
          />
        </Stack>
      </Card>
      <Card component="section" aria-labelledby="sie-support">
        <Stack gap="md">
          <Title order={2} size="h4" id="sie-support">
            {t('sign_in_experience.content.support_title')}
          </Title>
          {supportFields.map((name) => (
            <TextInput
              key={name}
              dir="ltr"
              type={name === 'supportEmail' ? 'email' : 'url'}
              label={t(`sign_in_experience.content.${name}`)}
              description={
                name === 'unknownSessionRedirectUrl'
                  ? t('sign_in_experience.content.unknown_session_description')
                  : undefined
              }
              placeholder={name === 'supportEmail' ? 'support@example.com' : 'https://'}
              {...form.register(name)}
              error={errors[name]?.message}
            />
          ))}
        </Stack>
      </Card>
    </Stack>
  );
};
