import type { LocalePhrases } from '../../../types.ts';

export const account_center: NonNullable<NonNullable<LocalePhrases['console']>['account_center']> =
  {
    title: 'Central da conta',
    subtitle:
      'Permita que os usuários gerenciem a própria conta em /account e pela Account API, campo por campo.',
    load_error: 'Não foi possível carregar as configurações da central da conta.',
    enabled_title: 'Central da conta',
    enabled: 'Ativar a central da conta',
    enabled_description:
      'Quando desativada, a página da conta e a Account API recusam todas as solicitações.',
    fields_title: 'Campos',
    fields_description:
      'Desativado oculta um campo, Somente leitura o mostra sem alterações, Editar permite alterá-lo.',
    access: { Off: 'Desativado', ReadOnly: 'Somente leitura', Edit: 'Editar' },
    fields: {
      name: 'Nome',
      avatar: 'Avatar',
      profile: 'Perfil (claims OIDC)',
      email: 'Endereço de e-mail',
      phone: 'Número de telefone',
      password: 'Senha',
      username: 'Nome de usuário',
      social: 'Identidades sociais',
      customData: 'Dados personalizados',
      mfa: 'Autenticação multifator',
      passkey: 'Passkeys',
      session: 'Sessões',
    },
    webauthn_title: 'Origens relacionadas de passkeys',
    webauthn_origins: 'Origens relacionadas',
    webauthn_origins_description:
      'Outras origens dos seus apps onde as passkeys deste tenant funcionam, uma URL por linha.',
    webauthn_origin_invalid: 'Cada linha deve ser uma URL, como https://app.example.com.',
  };
