import {
  checkPasswordPolicy,
  type PartialPasswordPolicy,
  type PasswordIssue,
} from '@gatehouse/schemas/rules/password-policy';
import { Card, List, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';

/** `password_rejected.too_short` → its phrase under `security.password_policy.rules`. */
const ruleKey = (code: PasswordIssue['code']) =>
  `security.password_policy.rules.${code.replace('password_rejected.', '')}` as 'security.password_policy.rules.unsupported_characters';

/**
 * A sample password checked against the policy being edited, with the same rules the server runs
 * (`checkPasswordPolicy` of packages/schemas). Nothing leaves the browser: the breach check, which
 * asks an outside service, is left to the server.
 */
export const PasswordChecker = ({ policy }: { policy: PartialPasswordPolicy }) => {
  const { t } = useTranslation();
  const [sample, setSample] = useState('');
  const issues = sample ? checkPasswordPolicy(sample, policy) : [];
  return (
    <Card component="section" aria-labelledby="password-checker">
      <Stack gap="md">
        <Title order={2} size="h4" id="password-checker">
          {t('security.password_policy.checker_title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('security.password_policy.checker_description')}
        </Text>
        <PasswordInput
          label={t('security.password_policy.checker_input')}
          value={sample}
          onChange={(event) => setSample(event.currentTarget.value)}
          autoComplete="off"
        />
        {/* Read out as the results change, so a screen reader hears them while typing. */}
        <div aria-live="polite" data-testid="password-checker-result">
          {sample &&
            (issues.length === 0 ? (
              <Text size="sm">{t('security.password_policy.checker_ok')}</Text>
            ) : (
              <Stack gap="xs">
                <Text size="sm" fw={600}>
                  {t('security.password_policy.checker_breaks')}
                </Text>
                <List size="sm">
                  {issues.map((issue) => (
                    <List.Item key={issue.code}>
                      {t(ruleKey(issue.code), { ...issue.interpolation })}
                    </List.Item>
                  ))}
                </List>
              </Stack>
            ))}
        </div>
        {policy.rejects?.pwned && (
          <Text size="xs" c="dimmed">
            {t('security.password_policy.checker_pwned_note')}
          </Text>
        )}
      </Stack>
    </Card>
  );
};
