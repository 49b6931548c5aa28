import type { SignIn } from '@gatehouse/schemas/sign-in-experience/sign-in-methods.schema';
import { ActionIcon, Button, Checkbox, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { identifiers } from '../sign-in-experience-form.ts';

type Method = SignIn['methods'][number];

const ArrowIcon = ({ isUp }: { isUp: boolean }) => (
  <svg
    width={16}
    height={16}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
    focusable={false}
  >
    <path d={isUp ? 'M12 19V5M5 12l7-7 7 7' : 'M12 5v14M19 12l-7 7-7-7'} />
  </svg>
);

/**
 * The sign-in methods in the order the page offers them: per identifier, password and/or code;
 * moved with buttons (keyboard friendly), added from the identifiers not yet listed.
 */
export const SignInMethodsField = ({
  value,
  onChange,
  error,
}: {
  value: Method[];
  onChange: (methods: Method[]) => void;
  error?: string;
}) => {
  const { t } = useTranslation();
  const update = (index: number, change: Partial<Method>) =>
    onChange(value.map((method, at) => (at === index ? { ...method, ...change } : method)));
  const move = (index: number, by: number) => {
    const next = [...value];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    onChange(next);
  };
  const missing = identifiers.filter((identifier) =>
    value.every((method) => method.identifier !== identifier),
  );
  return (
    <Stack gap="xs" role="group" aria-labelledby="sie-sign-in-methods">
      <Text size="sm" fw={500} id="sie-sign-in-methods">
        {t('sign_in_experience.sign_in.methods')}
      </Text>
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('sign_in_experience.sign_in.no_methods')}
        </Text>
      )}
      {value.map((method, index) => {
        const name = t(`sign_in_experience.identifiers.${method.identifier}`);
        return (
          <Paper key={method.identifier} withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Text fw={600} size="sm" style={{ minWidth: 120 }}>
                {name}
              </Text>
              <Group gap="md" wrap="wrap">
                <Checkbox
                  label={t('sign_in_experience.sign_in.password')}
                  aria-label={t('sign_in_experience.sign_in.password_for', { identifier: name })}
                  checked={method.password}
                  onChange={(event) => update(index, { password: event.currentTarget.checked })}
                />
                <Checkbox
                  label={t('sign_in_experience.sign_in.verification_code')}
                  aria-label={t('sign_in_experience.sign_in.code_for', { identifier: name })}
                  checked={method.verificationCode}
                  onChange={(event) =>
                    update(index, { verificationCode: event.currentTarget.checked })
                  }
                />
                <Checkbox
                  label={t('sign_in_experience.sign_in.password_first')}
                  aria-label={t('sign_in_experience.sign_in.password_first_for', {
                    identifier: name,
                  })}
                  checked={method.isPasswordPrimary}
                  disabled={!method.password || !method.verificationCode}
                  onChange={(event) =>
                    update(index, { isPasswordPrimary: event.currentTarget.checked })
                  }
                />
              </Group>
              <Group gap={4}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('sign_in_experience.sign_in.move_up', { identifier: name })}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowIcon isUp />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('sign_in_experience.sign_in.move_down', { identifier: name })}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowIcon isUp={false} />
                </ActionIcon>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  aria-label={t('sign_in_experience.sign_in.remove', { identifier: name })}
                  onClick={() => onChange(value.filter((_, at) => at !== index))}
                >
                  {t('sign_in_experience.sign_in.remove_short')}
                </Button>
              </Group>
            </Group>
          </Paper>
        );
      })}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      {missing.length > 0 && (
        <Menu position="bottom-start">
          <Menu.Target>
            <Button variant="default" w="fit-content">
              {t('sign_in_experience.sign_in.add_method')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {missing.map((identifier) => (
              <Menu.Item
                key={identifier}
                onClick={() =>
                  onChange([
                    ...value,
                    {
                      identifier,
                      password: true,
                      verificationCode: false,
                      isPasswordPrimary: true,
                    },
                  ])
                }
              >
                {t(`sign_in_experience.identifiers.${identifier}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Stack>
  );
};
