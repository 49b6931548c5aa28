import type { LocalePhrases } from '../../../types.ts';

export const mfaPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'mfa'> = {
  mfa: {
    bind_title: 'Configurar a verificação em dois passos',
    bind_description: 'Adicione um segundo passo para proteger a sua conta.',
    verify_title: 'Confirme que é você',
    verify_description: 'Confirme o seu início de sessão com o seu segundo passo.',
    choose_method: 'Escolha um método',
    other_methods: 'Outros métodos',
    factor_totp: 'Aplicação de autenticação',
    factor_totp_description: 'Códigos de uma aplicação como o Google Authenticator ou o 1Password.',
    factor_webauthn: 'Chave de acesso ou chave de segurança',
    factor_webauthn_description: 'O bloqueio de ecrã do seu dispositivo ou uma chave de segurança.',
    factor_backup_code: 'Código de recuperação',
    factor_backup_code_description:
      'Um dos códigos que guardou ao configurar a verificação em dois passos.',
    skip: 'Ignorar por agora',
    back: 'Voltar',
    totp_scan:
      'Leia este código QR com a sua aplicação de autenticação ou introduza nela a chave de configuração.',
    totp_qr_alt: 'Código QR para adicionar esta conta à sua aplicação de autenticação',
    totp_secret: 'Chave de configuração',
    totp_code: 'Código da aplicação',
    totp_code_hint: 'O código de 6 dígitos que a sua aplicação mostra agora.',
    backup_code: 'Código de recuperação',
    code_required: 'Introduza o código.',
    verify: 'Verificar',
    webauthn_create_description:
      'O seu navegador irá pedir-lhe para criar uma chave de acesso com o seu dispositivo ou uma chave de segurança.',
    webauthn_create: 'Criar uma chave de acesso',
    webauthn_use_description:
      'O seu navegador irá pedir-lhe a sua chave de acesso ou chave de segurança.',
    webauthn_use: 'Usar a minha chave de acesso',
    webauthn_unsupported: 'Este navegador não suporta chaves de acesso. Escolha outro método.',
    webauthn_cancelled: 'O pedido da chave de acesso foi cancelado ou expirou. Tente novamente.',
    backup_title: 'Guarde os seus códigos de recuperação',
    backup_description:
      'Cada código funciona uma vez. Guarde-os num local seguro: permitem-lhe iniciar sessão se perder o outro método.',
    backup_codes: 'Os seus códigos de recuperação',
    backup_copy: 'Copiar códigos',
    backup_copied: 'Os códigos foram copiados.',
    backup_download: 'Transferir códigos',
    backup_saved: 'Guardei estes códigos',
    passkey_sign_in: 'Iniciar sessão com uma chave de acesso',
  },
};
