import type { LocalePhrases } from '../../../types.ts';

/** The security page: password policy with its checker, captcha, and lockout and blocklists. */
export const security: NonNullable<NonNullable<LocalePhrases['console']>['security']> = {
  title: 'Безопасность',
  subtitle:
    'Защитите аккаунты: правила паролей, защита от ботов и блокировка после неудачных попыток.',
  load_error: 'Не удалось загрузить настройки безопасности. Повторите попытку позже.',
  tabs_label: 'Настройки безопасности',
  tabs: {
    'password-policy': 'Политика паролей',
    captcha: 'CAPTCHA',
    general: 'Общие',
  },
  password_policy: {
    length_title: 'Длина пароля',
    min_length: 'Минимальная длина',
    max_length: 'Максимальная длина',
    min_not_above_max: 'Минимальная длина не должна превышать максимальную.',
    character_types_title: 'Типы символов',
    character_types: 'Обязательные типы символов',
    character_types_description:
      'Сколько типов из строчных букв, прописных букв, цифр и символов содержит пароль.',
    character_types_option: 'Не менее {{count}} из 4',
    rejects_title: 'Отклоняемые пароли',
    pwned: 'Отклонять пароли из известных утечек данных',
    repetition_and_sequence:
      'Отклонять повторяющиеся или последовательные символы (например, «aaa» или «1234»)',
    user_info: 'Отклонять собственные данные пользователя (имя, имя пользователя, e-mail, телефон)',
    words: 'Свои слова',
    words_description:
      'Пароли, состоящие в основном из этих слов, отклоняются. Нажимайте Enter после каждого.',
    checker_title: 'Проверить политику',
    checker_description:
      'Введите пример пароля, чтобы увидеть, какие правила он нарушает. Он никуда не отправляется.',
    checker_input: 'Пример пароля',
    checker_ok: 'Этот пароль соответствует всем проверяемым здесь правилам.',
    checker_pwned_note: 'Проверка по утечкам выполняется на сервере при установке пароля.',
    checker_breaks: 'Правила, которые нарушает этот пароль:',
    rules: {
      too_short: 'Короче {{min}} символов',
      too_long: 'Длиннее {{max}} символов',
      unsupported_characters: 'Содержит символы, отличные от букв, цифр и знаков',
      character_types: 'Меньше типов символов, чем {{min}}',
      pwned: 'Найден в утечке данных',
      'restricted.repetition': 'Состоит в основном из повторяющихся символов',
      'restricted.sequence': 'Состоит в основном из последовательных символов',
      'restricted.words': 'Состоит в основном из своих слов',
      'restricted.user_info': 'Состоит в основном из собственных данных пользователя',
    },
  },
  captcha: {
    title: 'CAPTCHA',
    description: 'Запрашивать CAPTCHA при входе и регистрации с проверкой на сервере.',
    enabled: 'Требовать CAPTCHA',
    enabled_description: 'Пользователи проходят проверку провайдера перед входом или регистрацией.',
    needs_provider: 'Прежде чем требовать CAPTCHA, настройте её провайдера.',
    provider_title: 'Провайдер CAPTCHA',
    no_provider: 'Провайдер CAPTCHA ещё не настроен. Выберите один:',
    choose: 'Настроить {{name}}',
    configured: 'Настроенный провайдер',
    site_key: 'Ключ сайта',
    secret_key: 'Секретный ключ',
    project_id: 'ID проекта',
    domain: 'Домен',
    domain_description:
      'Необязательно, например www.recaptcha.net там, где google.com заблокирован.',
    mode: 'Режим',
    modes: { checkbox: 'Флажок', invisible: 'Невидимый' },
    view_details: 'Подробнее',
    guide_title: 'Настройка {{name}}',
    guide_intro: 'Создайте ключи у провайдера, затем введите их здесь.',
    guide_steps: {
      Turnstile: {
        step_1: 'В панели Cloudflare откройте Turnstile и добавьте виджет.',
        step_2: 'Добавьте домен вашей страницы входа как разрешённое имя хоста.',
        step_3: 'Скопируйте ключ сайта и секретный ключ в форму ниже.',
      },
      RecaptchaEnterprise: {
        step_1: 'В Google Cloud включите reCAPTCHA Enterprise API для проекта.',
        step_2: 'Создайте ключ веб-сайта для домена вашей страницы входа и скопируйте его.',
        step_3:
          'Создайте API-ключ с правом вызывать reCAPTCHA Enterprise — это и есть секретный ключ.',
        step_4: 'Введите ниже ключи и ID проекта.',
      },
    },
    save_provider: 'Сохранить провайдера',
    saved_provider: 'Провайдер CAPTCHA сохранён.',
    details_title: 'Сведения о провайдере CAPTCHA',
    delete_provider: 'Удалить провайдера',
    delete_title: 'Удалить провайдера CAPTCHA?',
    delete_message: 'CAPTCHA больше не будет требоваться при входе и регистрации.',
    deleted: 'Провайдер CAPTCHA удалён.',
    not_available:
      'Сервер пока не предлагает провайдеров CAPTCHA, поэтому здесь нельзя настроить ни одного.',
    back: 'Назад к CAPTCHA',
  },
  general: {
    lockout_title: 'Блокировка после неудачных попыток',
    lockout_description:
      'После такого числа неудачных попыток ввода пароля или кода для одного идентификатора в течение часа он блокируется.',
    max_attempts: 'Максимум неудачных попыток',
    lockout_duration: 'Длительность блокировки (минуты)',
    blocklist_title: 'Чёрный список e-mail',
    blocklist_description:
      'Отклонять некоторые адреса электронной почты при регистрации и при добавлении адреса.',
    block_subaddressing: 'Блокировать субадресацию (например, name+tag@example.com)',
    custom_blocklist: 'Заблокированные адреса и домены',
    custom_blocklist_description:
      'Адрес (name@example.com) или домен (@example.com). Нажимайте Enter после каждого.',
  },
};
