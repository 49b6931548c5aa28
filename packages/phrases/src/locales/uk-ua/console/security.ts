import type { LocalePhrases } from '../../../types.ts';

/** The security page: password policy with its checker, captcha, and lockout and blocklists. */
export const security: NonNullable<NonNullable<LocalePhrases['console']>['security']> = {
  title: 'Безпека',
  subtitle:
    'Захистіть облікові записи: правила паролів, захист від ботів і блокування після невдалих спроб.',
  load_error: 'Не вдалося завантажити налаштування безпеки. Спробуйте пізніше.',
  tabs_label: 'Налаштування безпеки',
  tabs: {
    'password-policy': 'Політика паролів',
    captcha: 'CAPTCHA',
    general: 'Загальні',
  },
  password_policy: {
    length_title: 'Довжина пароля',
    min_length: 'Мінімальна довжина',
    max_length: 'Максимальна довжина',
    min_not_above_max: 'Мінімальна довжина не повинна перевищувати максимальну.',
    character_types_title: 'Типи символів',
    character_types: 'Обов’язкові типи символів',
    character_types_description:
      'Скільки типів із малих літер, великих літер, цифр і символів містить пароль.',
    character_types_option: 'Щонайменше {{count}} з 4',
    rejects_title: 'Відхилені паролі',
    pwned: 'Відхиляти паролі з відомих витоків даних',
    repetition_and_sequence: 'Відхиляти повторювані або послідовні символи (як-от «aaa» чи «1234»)',
    user_info: 'Відхиляти власні дані користувача (ім’я, ім’я користувача, e-mail, телефон)',
    words: 'Власні слова',
    words_description:
      'Паролі, що складаються переважно з цих слів, відхиляються. Натискайте Enter після кожного.',
    checker_title: 'Перевірити політику',
    checker_description:
      'Введіть приклад пароля, щоб побачити, які правила він порушує. Його нікуди не надсилають.',
    checker_input: 'Приклад пароля',
    checker_ok: 'Цей пароль відповідає всім правилам, що перевіряються тут.',
    checker_pwned_note: 'Перевірка на витоки виконується на сервері під час встановлення пароля.',
    checker_breaks: 'Правила, які порушує цей пароль:',
    rules: {
      too_short: 'Коротший за {{min}} символів',
      too_long: 'Довший за {{max}} символів',
      unsupported_characters: 'Містить символи, крім літер, цифр і знаків',
      character_types: 'Менше типів символів, ніж {{min}}',
      pwned: 'Знайдено у витоку даних',
      'restricted.repetition': 'Складається переважно з повторюваних символів',
      'restricted.sequence': 'Складається переважно з послідовних символів',
      'restricted.words': 'Складається переважно з власних слів',
      'restricted.user_info': 'Складається переважно з власних даних користувача',
    },
  },
  captcha: {
    title: 'CAPTCHA',
    description: 'Запитувати CAPTCHA під час входу та реєстрації з перевіркою на сервері.',
    enabled: 'Вимагати CAPTCHA',
    enabled_description: 'Користувачі проходять перевірку провайдера перед входом або реєстрацією.',
    needs_provider: 'Перш ніж вимагати CAPTCHA, налаштуйте її провайдера.',
    provider_title: 'Провайдер CAPTCHA',
    no_provider: 'Провайдера CAPTCHA ще не налаштовано. Виберіть одного:',
    choose: 'Налаштувати {{name}}',
    configured: 'Налаштований провайдер',
    site_key: 'Ключ сайту',
    secret_key: 'Секретний ключ',
    project_id: 'ID проєкту',
    domain: 'Домен',
    domain_description:
      'Необов’язково, наприклад www.recaptcha.net там, де google.com заблоковано.',
    mode: 'Режим',
    modes: { checkbox: 'Прапорець', invisible: 'Невидимий' },
    view_details: 'Докладніше',
    guide_title: 'Налаштування {{name}}',
    guide_intro: 'Створіть ключі в провайдера, а потім введіть їх тут.',
    guide_steps: {
      Turnstile: {
        step_1: 'На панелі Cloudflare відкрийте Turnstile і додайте віджет.',
        step_2: 'Додайте домен вашої сторінки входу як дозволене ім’я хоста.',
        step_3: 'Скопіюйте ключ сайту та секретний ключ у форму нижче.',
      },
      RecaptchaEnterprise: {
        step_1: 'У Google Cloud увімкніть reCAPTCHA Enterprise API для проєкту.',
        step_2: 'Створіть ключ вебсайту для домену вашої сторінки входу та скопіюйте його.',
        step_3:
          'Створіть ключ API з правом викликати reCAPTCHA Enterprise — це і є секретний ключ.',
        step_4: 'Введіть нижче ключі та ID проєкту.',
      },
    },
    save_provider: 'Зберегти провайдера',
    saved_provider: 'Провайдера CAPTCHA збережено.',
    details_title: 'Відомості про провайдера CAPTCHA',
    delete_provider: 'Вилучити провайдера',
    delete_title: 'Вилучити провайдера CAPTCHA?',
    delete_message: 'CAPTCHA більше не вимагатиметься під час входу та реєстрації.',
    deleted: 'Провайдера CAPTCHA вилучено.',
    not_available:
      'Сервер поки не пропонує провайдерів CAPTCHA, тому тут не можна налаштувати жодного.',
    back: 'Назад до CAPTCHA',
  },
  general: {
    lockout_title: 'Блокування після невдалих спроб',
    lockout_description:
      'Після такої кількості невдалих спроб введення пароля чи коду для одного ідентифікатора протягом години його буде заблоковано.',
    max_attempts: 'Максимум невдалих спроб',
    lockout_duration: 'Тривалість блокування (хвилини)',
    blocklist_title: 'Чорний список e-mail',
    blocklist_description:
      'Відхиляти деякі адреси електронної пошти під час реєстрації та додавання адреси.',
    block_subaddressing: 'Блокувати субадресацію (як-от name+tag@example.com)',
    custom_blocklist: 'Заблоковані адреси та домени',
    custom_blocklist_description:
      'Адреса (name@example.com) або домен (@example.com). Натискайте Enter після кожного.',
  },
};
