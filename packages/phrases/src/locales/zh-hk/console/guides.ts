import type { LocalePhrases } from '../../../types.ts';

type Console = NonNullable<LocalePhrases['console']>;

/** Integration guides of an application: step titles and explanations around the code samples. */
export const guides: Console['guides'] = {
  page_title: '整合 {{guide}}',
  subtitle: '一步步讓用戶登入「{{application}}」。範例中已填入此應用程式的真實值：直接複製即可。',
  subtitle_m2m:
    '逐步讓「{{application}}」使用自己的憑證呼叫你的 API。範例已包含此應用程式的真實值：直接複製即可。',
  picker_label: '框架或語言',
  package: '套件：{{package}}',
  back_to_application: '返回應用程式',
  finish: '完成，前往設定',
  not_found: '此類型的應用程式沒有該指南。',
  step_label: '第 {{number}} 步',
  code_label: '代碼範例，{{language}}',
  code_file: '檔案 {{file}}',
  copy: '複製',
  copy_code: '複製 {{file}} 的代碼',
  copy_snippet: '複製代碼範例',
  copied: '已複製',
  missing_secret:
    '此應用程式還沒有有效的密鑰，因此範例中顯示的是預留位置。請先在設定分頁中建立一個，然後再回來。',
  uris: {
    redirect_uri: '重新導向 URI',
    post_logout_redirect_uri: '登出後重新導向 URI',
    registered: '已註冊',
    not_registered: '尚未註冊',
    add: '將 {{uri}} 新增到應用程式',
    add_short: '新增',
    added: '已將 {{uri}} 新增到應用程式。',
  },
  resource: {
    label: '要調用的 API 資源',
    description: '存取令牌將為此 API 資源簽發。',
    none: '尚無 API 資源。請先在「API 資源」中建立一個。',
  },
  steps: {
    install: {
      title: '安裝 SDK',
      description: '將 {{package}} 以及範例用到的套件新增到你的項目中。',
    },
    configure_uris: {
      title: '註冊重新導向 URI',
      description:
        '用戶登入後會返回重新導向 URI；登出後會返回登出後重新導向 URI。兩者都必須與應用程式發送的值完全一致地註冊。',
    },
    init_client: {
      title: '設定客戶端',
      description:
        '密鑰只能儲存在伺服器上。下面的 Cookie 密鑰是在你的瀏覽器中為此頁面生成的；任何足夠長的隨機值都可以。',
    },
    provider: {
      title: '用 Provider 包裹應用程式',
      description: 'Provider 儲存登入狀態；路由在重新導向 URI 的路徑上提供回調頁面。',
    },
    callback: {
      title: '處理登入回調',
      description: '此頁面用授權碼換取令牌，然後將用戶送回首頁。',
    },
    sign_in_out: {
      title: '登入和登出',
      description:
        '使用重新導向 URI 發起登入，使用登出後重新導向 URI 發起登出；ID 令牌中的聲明會顯示登入的是誰。',
    },
    user_info: {
      title: '讀取用戶資訊',
      description: 'ID 令牌中的聲明描述了已登入的用戶。',
    },
    session: {
      title: '保持會話',
      description: 'SDK 將令牌儲存在每個訪客的會話中。',
    },
    routes: {
      title: '新增登入路由',
      description:
        '這些路由負責發起登入、處理回調、登出以及顯示已登入的用戶。密鑰和 Cookie 密鑰始終保留在伺服器上。',
    },
    protect_routes: {
      title: '保護路由',
      description: '先將未登入的訪客引導到登入路由。',
    },
    native_scheme: {
      title: '註冊 URL scheme',
      description:
        '應用程式必須能透過其重新導向 URI 的 scheme 開啟，這樣瀏覽器才能將結果交回給它。',
    },
    assign_roles: {
      title: '為應用程式授予權限',
      description:
        '機器對機器應用程式會取得分配給它的機器對機器角色的權限。請在此應用程式的「機器對機器角色」分頁中分配角色。',
    },
    token_curl: {
      title: '取得存取令牌',
      description: '使用客戶端憑證授權請求令牌端點。應用程式 ID 和密鑰透過 HTTP Basic 進行認證。',
    },
    token_node: {
      title: '從 Node.js 取得令牌',
      description: '使用 openid-client 發送相同的請求，它會從探索文件中讀取端點。',
    },
    call_api: {
      title: '調用 API',
      description: '將存取令牌作為 Bearer 令牌發送。它會在 API 資源上設定的有效期過後過期。',
    },
    checkpoint: {
      title: '試一試',
      description:
        '執行應用程式並登入，你應該能看到用戶的聲明；登出後，你會以未登入狀態回到應用程式。',
    },
  },
};
