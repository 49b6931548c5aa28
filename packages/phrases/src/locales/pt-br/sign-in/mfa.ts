import type { LocalePhrases } from '../../../types.ts';

export const mfaPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'mfa'> = {
  mfa: {
    bind_title: 'Configurar a verificação em duas etapas',
    bind_description: 'Adicione uma segunda etapa para proteger sua conta.',
    verify_title: 'Confirme que é você',
    verify_description: 'Confirme seu login com sua segunda etapa.',
    choose_method: 'Escolha um método',
    other_methods: 'Outros métodos',
    factor_totp: 'Aplicativo autenticador',
    factor_totp_description: 'Códigos de um aplicativo como Google Authenticator ou 1Password.',
    factor_webauthn: 'Chave de acesso ou chave de segurança',
    factor_webauthn_description: 'O bloqueio de tela do seu dispositivo ou uma chave de segurança.',
    factor_backup_code: 'Código de backup',
    factor_backup_code_description:
      'Um dos códigos que você salvou ao configurar a verificação em duas etapas.',
    skip: 'Pular por enquanto',
    back: 'Voltar',
    totp_scan:
      'Escaneie este código QR com seu aplicativo autenticador ou digite nele a chave de configuração.',
    totp_qr_alt: 'Código QR para adicionar esta conta ao seu aplicativo autenticador',
    totp_secret: 'Chave de configuração',
    totp_code: 'Código do aplicativo',
    totp_code_hint: 'O código de 6 dígitos que seu aplicativo mostra agora.',
    backup_code: 'Código de backup',
    code_required: 'Digite o código.',
    verify: 'Verificar',
    webauthn_create_description:
      'Seu navegador pedirá que você crie uma chave de acesso com seu dispositivo ou uma chave de segurança.',
    webauthn_create: 'Criar uma chave de acesso',
    webauthn_use_description: 'Seu navegador pedirá sua chave de acesso ou chave de segurança.',
    webauthn_use: 'Usar minha chave de acesso',
    webauthn_unsupported:
      'Este navegador não oferece suporte a chaves de acesso. Escolha outro método.',
    webauthn_cancelled:
      'A solicitação da chave de acesso foi cancelada ou expirou. Tente novamente.',
    backup_title: 'Salve seus códigos de backup',
    backup_description:
      'Cada código funciona uma vez. Guarde-os em um lugar seguro: eles permitem entrar se você perder seu outro método.',
    backup_codes: 'Seus códigos de backup',
    backup_copy: 'Copiar códigos',
    backup_copied: 'Os códigos foram copiados.',
    backup_download: 'Baixar códigos',
    backup_saved: 'Salvei estes códigos',
    passkey_sign_in: 'Entrar com uma chave de acesso',
  },
};
