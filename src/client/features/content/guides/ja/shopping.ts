import {
  AIR_TRANSIT_DAYS as AIR,
  DEPOSIT_PERCENT,
  INVITATION_REWARD_VND,
  JAPAN_TAX_PERCENT,
  SEA_TRANSIT_DAYS as SEA,
} from '@shared/content/service-facts'
import { formatDong } from '@shared/money/money'
import { SUPPORT } from '@shared/ui/constants'
import type { Guide } from '../guide-types'

export const manual: Guide = {
  menuLabel: 'ご購入ガイド',
  title: '6 ステップでわかる日本からのお買い物',
  summary: '日本のサイトで商品を見つけてから、ベトナムで受け取るまで。6 つのステップはすべてアカウントで確認できます。',
  updated: '2026-11-01',
  sections: [
    {
      id: 'steps',
      title: '6 つのステップ',
      blocks: [
        {
          type: 'steps',
          steps: [
            {
              title: '商品を探す',
              text: 'ikom・awond のショップを見るか、メインメニューから日本の通販サイト（Amazon、楽天、メルカリ、ヤフオク！など）を選びます。商品リンクをお持ちなら、検索欄に貼り付けるだけで商品ページが開きます。',
              items: [
                '価格は本日のレートでドン表示され、出品者の元の円価格も併記されます。',
                '購入前に商品ページの発送制限（航空便・船便）をご確認ください。',
              ],
            },
            {
              title: 'カートに入れる／今すぐ購入',
              text: '数量（色やサイズがあればそれも）を選び、「カートに追加」を押します。カートはショップごとにまとまり、ショップごとに 1 件の注文になります。',
            },
            {
              title: 'お届け先と発送方法を選ぶ',
              text: `カート画面でお届け先を選び（または追加し）、航空便（${AIR.min}〜${AIR.max} 日）か船便（${SEA.min}〜${SEA.max} 日）を選びます。商品合計には日本の消費税 ${JAPAN_TAX_PERCENT}% が含まれます。`,
            },
            {
              title: `注文を作成し、${DEPOSIT_PERCENT}% の前払い金を入金`,
              text: '「注文作成」を押すと、お支払いページに銀行名・口座番号・金額・振込内容（注文番号）が表示されます。振込内容をそのまま入力いただくと、最短で確認できます。',
            },
            {
              title: '当社が購入し、日本倉庫で受け取る',
              text: '前払い金の確認後 24 営業時間以内に、スタッフが出品者から購入します。東京・大阪倉庫に届いた商品は、数量・外装の確認、撮影、再梱包を行います。',
              items: ['ステータスは「処理待ち → 入荷待ち → 倉庫到着」と進みます。'],
            },
            {
              title: 'ベトナムへ発送し、受け取る',
              text: '商品はハノイ、ホーチミン市、ダナンの倉庫へ送られます。到着後、商品代金の残金と重量に応じた送料をお支払いいただき、倉庫で受け取るかご自宅へお届けします。',
            },
          ],
        },
      ],
    },
    {
      id: 'tracking',
      title: '注文の追跡',
      blocks: [
        {
          type: 'paragraph',
          text: 'すべての注文は「アカウント → 注文」にあります。各注文の「通知」欄で、箱ごとの現在地（倉庫到着、倉庫間輸送中、配送業者へ引き渡し済み、受け取り済み）を確認できます。',
        },
        {
          type: 'note',
          tone: 'info',
          text: '出品者の在庫切れや取引キャンセルの場合、注文は「在庫切れ」となり、その商品の前払い金はウォレットへ返金されます。',
        },
      ],
    },
    {
      id: 'help',
      title: 'お困りですか？',
      blocks: [
        {
          type: 'hotline',
          text: `発送方法のご相談や最新の送料表は、ホットライン ${SUPPORT.hotline} までお電話ください。`,
        },
      ],
    },
  ],
}

export const newbie: Guide = {
  menuLabel: 'はじめての方へ',
  title: 'はじめての方へ',
  summary:
    'Nhật Việt Shop は日本の商品を代理購入し、ベトナムへお届けするサービスです。仕組み、かかる費用、最初のご注文の前に知っておきたいことをご説明します。',
  updated: '2026-11-01',
  sections: [
    {
      id: 'what',
      title: '私たちのサービス',
      blocks: [
        {
          type: 'paragraph',
          text: 'お客様が日本の通販サイトで商品を選ぶと、当社が代わりに出品者へ円で支払い、日本の倉庫で受け取り、検品・梱包してベトナムへ発送します。お支払いはドンのみで、すべての工程をアカウントで確認できます。',
        },
        {
          type: 'list',
          items: [
            'ikom・awond ショップ：在庫のある日本製品、明確な価格、購入手数料なし。',
            '日本の通販サイト：Amazon、楽天、Yahoo!ショッピング、メルカリ、ラクマ、PayPay、ハードオフ、ヨドバシ、Nike、トノイケ。',
            'オークション：ヤフオク！とオークションハウス Ecoring（入札権限の登録が必要）。',
          ],
        },
      ],
    },
    {
      id: 'account',
      title: 'アカウントを作成する',
      blocks: [
        {
          type: 'paragraph',
          text: 'Google または Apple のアカウントで数秒で登録できます。その後、電話番号と住所録にお届け先を登録すると、よりスムーズに注文できます。',
        },
        { type: 'register', text: 'まだアカウントをお持ちでない方は、無料登録で注文・追跡・特典をご利用いただけます。' },
      ],
    },
    {
      id: 'costs',
      title: 'お支払いいただく費用',
      blocks: [
        {
          type: 'list',
          items: [
            '商品代金：出品者の円価格をトップページのレートでドンに換算し、日本の消費税を加えた金額。',
            '購入手数料：サービス料金表をご覧ください。ikom・awond の商品は無料です。',
            '日本国内送料：出品者から当社倉庫までの送料。送料無料の出品者も多くいます。',
            '国際送料：倉庫到着後に重量で計算します。送料表をご覧ください。',
          ],
        },
        {
          type: 'note',
          tone: 'info',
          text: `注文作成時に商品代金の ${DEPOSIT_PERCENT}% を前払いいただき、残金と送料は商品がベトナムに到着してからお支払いいただきます。`,
        },
      ],
    },
    {
      id: 'tips',
      title: '最初のご注文のコツ',
      blocks: [
        {
          type: 'list',
          items: [
            'まずは ikom・awond の商品を 1 点注文して、流れに慣れましょう。',
            '同じ発送方法の商品をまとめると送料を節約できます。',
            `招待コードが 1 件有効になるごとに、次回注文の送料が ${formatDong(INVITATION_REWARD_VND)} 割引されます。`,
            '中古品は、注文前に状態の説明とすべての写真をよくご確認ください。',
          ],
        },
      ],
    },
    {
      id: 'help',
      title: 'ご不明な点は',
      blocks: [
        {
          type: 'hotline',
          text: `「よくある質問」をご覧いただくか、ホットライン ${SUPPORT.hotline}（月〜金 8:00〜17:30、土 8:00〜12:00）までお電話ください。`,
        },
      ],
    },
  ],
}
