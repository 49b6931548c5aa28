import type { LocalePhrases } from '../../../types.ts';

type Console = NonNullable<LocalePhrases['console']>;

/** Integration guides of an application: step titles and explanations around the code samples. */
export const guides: Console['guides'] = {
  page_title: '接入 {{guide}}',
  subtitle: '一步步让用户登录“{{application}}”。示例中已填入此应用的真实值：直接复制即可。',
  subtitle_m2m:
    '逐步让“{{application}}”使用自己的凭据调用你的 API。示例已包含此应用的真实值：直接复制即可。',
  picker_label: '框架或语言',
  package: '软件包：{{package}}',
  back_to_application: '返回应用',
  finish: '完成，前往设置',
  not_found: '此类型的应用没有该指南。',
  step_label: '第 {{number}} 步',
  code_label: '代码示例，{{language}}',
  code_file: '文件 {{file}}',
  copy: '复制',
  copy_code: '复制 {{file}} 的代码',
  copy_snippet: '复制代码示例',
  copied: '已复制',
  missing_secret:
    '此应用还没有有效的密钥，因此示例中显示的是占位符。请先在设置选项卡中创建一个，然后再回来。',
  uris: {
    redirect_uri: '重定向 URI',
    post_logout_redirect_uri: '退出登录后重定向 URI',
    registered: '已注册',
    not_registered: '尚未注册',
    add: '将 {{uri}} 添加到应用',
    add_short: '添加',
    added: '已将 {{uri}} 添加到应用。',
  },
  resource: {
    label: '要调用的 API 资源',
    description: '访问令牌将为此 API 资源颁发。',
    none: '暂无 API 资源。请先在“API 资源”中创建一个。',
  },
  steps: {
    install: {
      title: '安装 SDK',
      description: '将 {{package}} 以及示例用到的软件包添加到你的项目中。',
    },
    configure_uris: {
      title: '注册重定向 URI',
      description:
        '用户登录后会返回重定向 URI；退出登录后会返回退出登录后重定向 URI。两者都必须与应用发送的值完全一致地注册。',
    },
    init_client: {
      title: '配置客户端',
      description:
        '密钥只能保存在服务器上。下面的 Cookie 密钥是在你的浏览器中为此页面生成的；任何足够长的随机值都可以。',
    },
    provider: {
      title: '用 Provider 包裹应用',
      description: 'Provider 保存登录状态；路由在重定向 URI 的路径上提供回调页面。',
    },
    callback: {
      title: '处理登录回调',
      description: '此页面用授权码换取令牌，然后将用户送回首页。',
    },
    sign_in_out: {
      title: '登录和退出登录',
      description:
        '使用重定向 URI 发起登录，使用退出登录后重定向 URI 发起退出登录；ID 令牌中的声明会显示登录的是谁。',
    },
    user_info: {
      title: '读取用户信息',
      description: 'ID 令牌中的声明描述了已登录的用户。',
    },
    session: {
      title: '保持会话',
      description: 'SDK 将令牌保存在每个访问者的会话中。',
    },
    routes: {
      title: '添加登录路由',
      description:
        '这些路由负责发起登录、处理回调、退出登录以及显示已登录的用户。密钥和 Cookie 密钥始终保留在服务器上。',
    },
    protect_routes: {
      title: '保护路由',
      description: '先将未登录的访问者引导到登录路由。',
    },
    native_scheme: {
      title: '注册 URL scheme',
      description: '应用必须能通过其重定向 URI 的 scheme 打开，这样浏览器才能将结果交回给它。',
    },
    assign_roles: {
      title: '为应用授予权限',
      description:
        '机器对机器应用会获得分配给它的机器对机器角色的权限。请在此应用的“机器对机器角色”选项卡中分配角色。',
    },
    token_curl: {
      title: '获取访问令牌',
      description: '使用客户端凭据授权请求令牌端点。应用 ID 和密钥通过 HTTP Basic 进行认证。',
    },
    token_node: {
      title: '从 Node.js 获取令牌',
      description: '使用 openid-client 发送相同的请求，它会从发现文档中读取端点。',
    },
    call_api: {
      title: '调用 API',
      description: '将访问令牌作为 Bearer 令牌发送。它会在 API 资源上设置的有效期过后过期。',
    },
    checkpoint: {
      title: '试一试',
      description: '运行应用并登录，你应该能看到用户的声明；退出登录后，你会以未登录状态回到应用。',
    },
  },
};
