import type { LocalePhrases } from '../../../types.ts';

export const account_center: NonNullable<NonNullable<LocalePhrases['console']>['account_center']> =
  {
    title: 'Centro de conta',
    subtitle:
      'Permita que os utilizadores giram a própria conta em /account e através da Account API, campo a campo.',
    load_error: 'Não foi possível carregar as definições do centro de conta.',
    enabled_title: 'Centro de conta',
    enabled: 'Ativar o centro de conta',
    enabled_description:
      'Quando desativado, a página de conta e a Account API recusam todos os pedidos.',
    fields_title: 'Campos',
    fields_description:
      'Desativado oculta um campo, Só de leitura mostra-o sem alterações, Editar permite alterá-lo.',
    access: { Off: 'Desativado', ReadOnly: 'Só de leitura', Edit: 'Editar' },
    fields: {
      name: 'Nome',
      avatar: 'Avatar',
      profile: 'Perfil (claims OIDC)',
      email: 'Endereço de e-mail',
      phone: 'Número de telefone',
      password: 'Palavra-passe',
      username: 'Nome de utilizador',
      social: 'Identidades sociais',
      customData: 'Dados personalizados',
      mfa: 'Autenticação multifator',
      passkey: 'Chaves de acesso',
      session: 'Sessões',
    },
    webauthn_title: 'Origens relacionadas das chaves de acesso',
    webauthn_origins: 'Origens relacionadas',
    webauthn_origins_description:
      'Outras origens das suas aplicações onde as chaves de acesso deste inquilino funcionam, um URL por linha.',
    webauthn_origin_invalid: 'Cada linha tem de ser um URL, como https://app.example.com.',
  };
