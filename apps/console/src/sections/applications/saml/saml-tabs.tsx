import type { ApplicationDetail } from '@gatehouse/schemas/entities/application';
import type { TFunction } from '../../../i18n/translator.ts';
import type { DetailTab } from '../../../kit/resource-detail-page.tsx';
import { ApplicationLogsTab } from '../tabs/application-logs-tab.tsx';
import { SamlAttributeMappingTab } from './saml-attribute-mapping-tab.tsx';
import { SamlSettingsTab } from './saml-settings-tab.tsx';

/** Tabs of a SAML app (spec §2): settings, logs and attribute mapping. */
export const samlTabsFor = (t: TFunction): DetailTab<ApplicationDetail>[] => [
  {
    path: 'settings',
    label: t('applications.tabs.settings'),
    render: (item) => <SamlSettingsTab applicationId={item.id} />,
  },
  {
    path: 'logs',
    label: t('applications.tabs.logs'),
    render: (item) => <ApplicationLogsTab application={item} />,
  },
  {
    path: 'attribute-mapping',
    label: t('saml_applications.tabs.attribute_mapping'),
    render: (item) => <SamlAttributeMappingTab applicationId={item.id} />,
  },
];
