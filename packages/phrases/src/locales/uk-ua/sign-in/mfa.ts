import type { LocalePhrases } from '../../../types.ts';

export const mfaPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'mfa'> = {
  mfa: {
    bind_title: 'Налаштуйте двоетапну перевірку',
    bind_description: 'Додайте другий крок, щоб захистити свій обліковий запис.',
    verify_title: 'Підтвердьте, що це ви',
    verify_description: 'Підтвердьте вхід другим кроком.',
    choose_method: 'Виберіть спосіб',
    other_methods: 'Інші способи',
    factor_totp: 'Застосунок-автентифікатор',
    factor_totp_description: 'Коди із застосунку, наприклад Google Authenticator або 1Password.',
    factor_webauthn: 'Ключ доступу або ключ безпеки',
    factor_webauthn_description: 'Блокування екрана вашого пристрою або ключ безпеки.',
    factor_backup_code: 'Резервний код',
    factor_backup_code_description:
      'Один із кодів, збережених під час налаштування двоетапної перевірки.',
    skip: 'Пропустити поки що',
    back: 'Назад',
    totp_scan:
      'Відскануйте цей QR-код застосунком-автентифікатором або введіть у ньому ключ налаштування.',
    totp_qr_alt: 'QR-код для додавання цього облікового запису до застосунку-автентифікатора',
    totp_secret: 'Ключ налаштування',
    totp_code: 'Код із застосунку',
    totp_code_hint: '6-значний код, який зараз показує застосунок.',
    backup_code: 'Резервний код',
    code_required: 'Введіть код.',
    verify: 'Підтвердити',
    webauthn_create_description:
      'Браузер запропонує створити ключ доступу на вашому пристрої або ключі безпеки.',
    webauthn_create: 'Створити ключ доступу',
    webauthn_use_description: 'Браузер запитає ваш ключ доступу або ключ безпеки.',
    webauthn_use: 'Використати мій ключ доступу',
    webauthn_unsupported: 'Цей браузер не підтримує ключі доступу. Виберіть інший спосіб.',
    webauthn_cancelled: 'Запит ключа доступу скасовано або його час минув. Спробуйте ще раз.',
    backup_title: 'Збережіть резервні коди',
    backup_description:
      'Кожен код діє один раз. Зберігайте їх у надійному місці: вони дозволять увійти, якщо ви втратите інший спосіб.',
    backup_codes: 'Ваші резервні коди',
    backup_copy: 'Копіювати коди',
    backup_copied: 'Коди скопійовано.',
    backup_download: 'Завантажити коди',
    backup_saved: 'Я зберіг ці коди',
    passkey_sign_in: 'Увійти з ключем доступу',
  },
};
