import type { LocalePhrases } from '../../../types.ts';

/** A user's MFA factors and lockout on the user details page. */
export const user_security: NonNullable<NonNullable<LocalePhrases['console']>['user_security']> = {
  mfa: {
    title: 'Çok faktörlü kimlik doğrulama',
    description: 'Bu kullanıcının kurduğu ikinci faktörler.',
    empty: 'Bu kullanıcı henüz hiçbir faktör kurmadı.',
    load_error: 'Faktörler yüklenemedi.',
    created: 'Eklenme: {{date}}',
    last_used: 'Son kullanım: {{date}}',
    remaining_codes: '{{count}} kod kaldı',
    remove_label: '{{factor}} kaldır',
    remove_title: '{{factor}} kaldırılsın mı?',
    remove_message:
      'Kullanıcı bunu artık oturum açmak için kullanamaz ve yeniden bir faktör kurması gerekebilir.',
    removed: '{{factor}} kaldırıldı.',
    reset_all: 'Tüm faktörleri sıfırla',
    reset_title: 'Bu kullanıcının tüm faktörleri kaldırılsın mı?',
    reset_message:
      'Kullanıcı cihazını kaybettiğinde bunu kullanın. İlke gerektiriyorsa MFA’yı yeniden kurar.',
    reset_done: 'Kullanıcının tüm faktörleri kaldırıldı.',
  },
  lock: {
    locked: 'Çok fazla başarısız oturum açma denemesi nedeniyle {{date}} tarihine kadar kilitli.',
    unlock: 'Kilidi aç',
    unlocked: 'Kullanıcının kilidi açıldı ve yeniden oturum açabilir.',
  },
};
