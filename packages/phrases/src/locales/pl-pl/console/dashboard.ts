import type { LocalePhrases } from '../../../types.ts';

export const dashboard: NonNullable<NonNullable<LocalePhrases['console']>['dashboard']> = {
  title: 'Pulpit',
  subtitle: 'Ile osób korzysta z Twoich aplikacji.',
  total_users: 'Wszyscy użytkownicy',
  new_users_today: 'Nowi użytkownicy dzisiaj',
  new_users_7_days: 'Nowi użytkownicy w ostatnich 7 dniach',
  delta_up: 'O {{delta}} więcej niż w poprzednim okresie',
  delta_down: 'O {{delta}} mniej niż w poprzednim okresie',
  delta_none: 'Tyle samo co w poprzednim okresie',
  load_error: 'Nie udało się wczytać statystyk.',
  empty: 'Nie ma jeszcze użytkowników. Pojawią się tutaj, gdy się zarejestrują.',
  active_users: {
    title: 'Aktywni użytkownicy',
    dau: 'Dzienni aktywni użytkownicy',
    wau: 'Tygodniowi aktywni użytkownicy',
    mau: 'Miesięczni aktywni użytkownicy',
    curve_title: 'Dzienni aktywni użytkownicy, ostatnie 30 dni',
    curve_summary: 'Od {{from}} do {{to}}: maksimum {{max}}, ostatnia wartość {{latest}}.',
    axis_date: 'Data',
    axis_users: 'Aktywni użytkownicy',
    curve_empty_title: 'Brak aktywnych użytkowników w ciągu ostatnich 30 dni',
    curve_empty_description: 'Wykres wypełni się, gdy tylko użytkownicy się zalogują.',
    load_error: 'Nie udało się wczytać aktywnych użytkowników.',
  },
};
