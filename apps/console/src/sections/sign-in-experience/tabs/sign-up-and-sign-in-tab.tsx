import { signInModes } from '@gatehouse/schemas/sign-in-experience/sign-in-methods.schema';
import { Anchor, Card, Checkbox, Group, Radio, Stack, Switch, Text, Title } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSocialConnectors } from '../sign-in-experience-api.ts';
import { identifiers } from '../sign-in-experience-form.ts';
import type { EditorForm } from './editor-form.ts';
import { SignInMethodsField } from './sign-in-methods-field.tsx';

/** A connector's name in the console's language, else English. */
const nameOf = (name: Record<string, string>, language: string) =>
  name[language] ?? name[language.split('-')[0] ?? ''] ?? name.en ?? '';

/** Sign-up identifiers and factors, sign-in methods, social targets and the sign-in mode. */
export const SignUpAndSignInTab = ({ form }: { form: EditorForm }) => {
  const { t, i18n } = useTranslation();
  const social = useSocialConnectors();
  const targets = [...new Map((social.data ?? []).map((each) => [each.target, each])).values()];
  return (
    <Stack gap="lg">
      <Card component="section" aria-labelledby="sie-sign-up">
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="sie-sign-up">
              {t('sign_in_experience.sign_up.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('sign_in_experience.sign_up.description')}
            </Text>
          </div>
          <Controller
            control={form.control}
            name="signUp.identifiers"
            render={({ field, fieldState }) => (
              <Checkbox.Group
                label={t('sign_in_experience.sign_up.identifiers')}
                value={field.value}
                onChange={(next) =>
                  // Kept in one order, so ticking and unticking is no change.
                  field.onChange(identifiers.filter((identifier) => next.includes(identifier)))
                }
                error={fieldState.error?.message}
              >
                <Group gap="md" mt="xs">
                  {identifiers.map((identifier) => (
                    <Checkbox
                      key={identifier}
                      value={identifier}
                      label={t(`sign_in_experience.identifiers.${identifier}`)}
                    />
                  ))}
                </Group>
              </Checkbox.Group>
            )}
          />
          {(['password', 'verify'] as const).map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={`signUp.${name}`}
              render={({ field, fieldState }) => (
                <Switch
                  label={t(`sign_in_experience.sign_up.${name}`)}
                  description={t(`sign_in_experience.sign_up.${name}_description`)}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          ))}
        </Stack>
      </Card>
      <Card component="section" aria-labelledby="sie-sign-in">
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="sie-sign-in">
              {t('sign_in_experience.sign_in.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('sign_in_experience.sign_in.description')}
            </Text>
          </div>
          <Controller
            control={form.control}
            name="signIn.methods"
            render={({ field, fieldState }) => (
              <SignInMethodsField
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        </Stack>
      </Card>
      <Card component="section" aria-labelledby="sie-social">
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="sie-social">
              {t('sign_in_experience.social.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('sign_in_experience.social.description')}
            </Text>
          </div>
          {targets.length === 0 ? (
            <Text size="sm">
              {t('sign_in_experience.social.none')}{' '}
              <Anchor component={Link} to="../../connectors/social" relative="path">
                {t('sign_in_experience.social.add_connector')}
              </Anchor>
            </Text>
          ) : (
            <Controller
              control={form.control}
              name="socialSignInConnectorTargets"
              render={({ field }) => (
                <Checkbox.Group
                  label={t('sign_in_experience.social.targets')}
                  value={field.value}
                  onChange={field.onChange}
                >
                  <Group gap="md" mt="xs">
                    {targets.map((connector) => (
                      <Checkbox
                        key={connector.target}
                        value={connector.target}
                        label={nameOf(connector.name, i18n.language) || connector.target}
                      />
                    ))}
                  </Group>
                </Checkbox.Group>
              )}
            />
          )}
        </Stack>
      </Card>
      <Card component="section" aria-labelledby="sie-mode">
        <Stack gap="md">
          <Title order={2} size="h4" id="sie-mode">
            {t('sign_in_experience.mode.title')}
          </Title>
          <Controller
            control={form.control}
            name="signInMode"
            render={({ field }) => (
              <Radio.Group
                value={field.value}
                onChange={field.onChange}
                label={t('sign_in_experience.mode.description')}
              >
                <Stack gap="sm" mt="sm">
                  {signInModes.map((mode) => (
                    <Radio
                      key={mode}
                      value={mode}
                      label={t(`sign_in_experience.mode.${mode}`)}
                      description={t(`sign_in_experience.mode.${mode}_description`)}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
        </Stack>
      </Card>
    </Stack>
  );
};
