import { isLanguageTag, languageNames, languageTags } from '@gatehouse/phrases/languages';
import { Menu, Text } from '@mantine/core';
import { currentLanguage } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { GlobeIcon } from '../../kit/icons.tsx';
import { usePreferenceActions } from '../../preferences/use-admin-preferences.ts';

/** Hover opens after 300 ms and closes after 100 ms; items 40 px high with 4 px gaps (spec §2). */
export const LanguageSubmenu = () => {
  const { t, i18n } = useTranslation();
  const { setLanguage } = usePreferenceActions();
  const current = isLanguageTag(i18n.language) ? i18n.language : currentLanguage();

  return (
    <Menu.Sub openDelay={300} closeDelay={100}>
      <Menu.Sub.Target>
        <Menu.Sub.Item
          leftSection={<GlobeIcon />}
          rightSection={
            <Text size="xs" c="dimmed">
              {languageNames[current]}
            </Text>
          }
        >
          {t('shell.avatar_menu.language')}
        </Menu.Sub.Item>
      </Menu.Sub.Target>
      <Menu.Sub.Dropdown
        aria-label={t('language.choose')}
        style={{
          display: 'flex',
          flexDirection: 'column',
          gap: 4,
          maxHeight: 420,
          overflowY: 'auto',
        }}
      >
        <Menu.RadioGroup
          value={current}
          onChange={(value) => {
            if (isLanguageTag(value)) void setLanguage(value);
          }}
        >
          {languageTags.map((tag) => (
            <Menu.RadioItem key={tag} value={tag} h={40} lang={tag} closeMenuOnClick>
              {languageNames[tag]}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Sub.Dropdown>
    </Menu.Sub>
  );
};
