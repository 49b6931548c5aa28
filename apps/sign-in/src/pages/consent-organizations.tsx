import { useTranslation } from '../app/use-translation.tsx';
import styles from './form-page.module.css';

type Props = {
  organizations: { id: string; name: string }[];
  selected: ReadonlySet<string>;
  onToggle: (organizationId: string) => void;
};

/**
 * The organizations the user lets the application act in (asked when the application requests
 * `urn:logto:scope:organizations`); organization tokens are issued only for the chosen ones.
 */
export const ConsentOrganizations = ({ organizations, selected, onToggle }: Props) => {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.organizations}>
      <legend>{t('consent.organizations_heading')}</legend>
      {organizations.length === 0 ? (
        <p>{t('consent.no_organizations')}</p>
      ) : (
        organizations.map(({ id, name }) => (
          <label key={id} className={styles.organization}>
            <input
              type="checkbox"
              name="organizationIds"
              value={id}
              checked={selected.has(id)}
              onChange={() => onToggle(id)}
            />
            {name}
          </label>
        ))
      )}
    </fieldset>
  );
};
