import { AUCTION_FEE_YEN } from '@shared/content/service-facts'
import { POST_CATEGORY as C } from './posts-categories'
import type { DemoPost } from './demo-post'
import { STAFF } from './posts-staff'

export const SHOPPING_POSTS: DemoPost[] = [
  {
    id: 2,
    cover: 'first-order',
    categories: [C.tips],
    creator: STAFF.ha,
    created: '2026-02-20T02:00:00Z',
    updated: '2026-09-15T01:45:00Z',
    published: true,
    versions: {
      vi: {
        title: 'Đặt đơn hàng Nhật đầu tiên trong 5 phút',
        description:
          'Tìm sản phẩm hoặc dán đường dẫn từ Amazon, Rakuten, Mercari; chọn địa chỉ và cách gửi; thanh toán đơn — phần còn lại để chúng tôi lo.',
        content: `<p>Lần đầu mua hàng Nhật qua dịch vụ? Bạn chỉ cần làm bốn việc:</p>
<ol><li><strong>Tìm sản phẩm</strong> trong shop ikom, awond hoặc các sàn Nhật. Có sẵn đường dẫn? Dán thẳng vào ô tìm kiếm, hệ thống sẽ mở đúng trang sản phẩm.</li><li><strong>Thêm vào giỏ</strong>, chọn số lượng. Giá hiển thị bằng đồng theo tỉ giá hôm nay, kèm giá yên gốc.</li><li><strong>Chọn địa chỉ nhận và cách gửi</strong> (đường bay hoặc đường biển), rồi bấm Tạo đơn.</li><li><strong>Thanh toán đơn</strong> bằng một lần chuyển khoản đúng số tiền trên trang thanh toán, ghi đúng mã đơn trong nội dung.</li></ol>
<p>Sau khi nhận tiền, chúng tôi mua hàng trong vòng 24 giờ làm việc. Bạn theo dõi trạng thái trong mục Đơn hàng: chờ nhận hàng, đã về kho, đang vận chuyển… Khi hàng về Việt Nam, bạn nhận hàng tại nhà.</p>`,
      },
      en: {
        title: 'Place your first order from Japan in five minutes',
        description:
          'Find a product or paste a link from Amazon, Rakuten or Mercari; choose an address and a shipping method; pay the order — we do the rest.',
        content: `<p>First time buying from Japan through a buying service? There are four things to do:</p>
<ol><li><strong>Find the product</strong> in the ikom or awond shop or on a Japanese marketplace. Already have a link? Paste it into the search box and the product page opens.</li><li><strong>Add it to the cart</strong> and choose the quantity. Prices show in dong at today’s rate, with the original yen price.</li><li><strong>Choose the delivery address and shipping method</strong> (air or sea), then press Create order.</li><li><strong>Pay the order</strong> by one bank transfer of the amount on its payment page, with your order code in the transfer note.</li></ol>
<p>Once your payment arrives we buy the goods within 24 working hours. Follow the status under Orders: waiting to receive, received at warehouse, in transit… When the goods reach Vietnam we deliver them to your door.</p>`,
      },
      ja: {
        title: '5 分でできる、はじめての日本からの注文',
        description:
          '商品を探すか、Amazon・楽天・メルカリのリンクを貼り付け、住所と発送方法を選んで注文をお支払いいただくだけ。あとはお任せください。',
        content: `<p>購入代行で日本の商品を買うのは初めてですか？やることは 4 つだけです。</p>
<ol><li><strong>商品を探す</strong>：ikom・awond のショップや日本の通販サイトから。リンクがあれば検索欄に貼り付けると商品ページが開きます。</li><li><strong>カートに入れる</strong>：数量を選びます。価格は本日のレートでドン表示され、元の円価格も併記されます。</li><li><strong>お届け先と発送方法を選ぶ</strong>（航空便または船便）、「注文作成」を押します。</li><li><strong>注文をお支払い</strong>：お支払いページの金額を 1 回で口座へ、振込内容に注文番号を入れて振り込みます。</li></ol>
<p>入金確認後、24 営業時間以内に商品を購入します。ステータスは「注文」欄で確認できます（入荷待ち、倉庫到着、輸送中…）。ベトナムに到着したらご自宅までお届けします。</p>`,
      },
    },
  },
  {
    id: 3,
    cover: 'exchange-rate',
    categories: [C.tips, C.news],
    creator: STAFF.ha,
    created: '2026-04-02T02:30:00Z',
    updated: '2026-11-10T02:00:00Z',
    published: true,
    versions: {
      vi: {
        title: 'Tỉ giá yên trên đơn hàng của bạn được tính thế nào?',
        description:
          'Người bán Nhật nhận tiền yên, bạn trả bằng đồng theo tỉ giá hiển thị trên trang chủ. Tỉ giá được ghi lại trên đơn ngay lúc bạn tạo đơn.',
        content: `<p>Mọi giá gốc trên Nhật Việt Shop là giá yên (JPY) của người bán. Chúng tôi thanh toán cho người bán bằng yên; bạn thanh toán cho chúng tôi bằng đồng (VND).</p>
<h2>Tỉ giá lấy ở đâu?</h2>
<p>Tỉ giá JPY → VND được cập nhật mỗi ngày làm việc và hiển thị ở đầu trang. Giá đồng bạn thấy = tỉ giá × giá yên.</p>
<h2>Tỉ giá nào áp dụng cho đơn?</h2>
<p>Tỉ giá tại thời điểm bạn bấm Tạo đơn được lưu vào đơn hàng (mục <em>tỉ giá thanh toán</em>) và dùng cho số tiền thanh toán của đơn. Tỉ giá tăng hay giảm sau đó không làm thay đổi tiền hàng của đơn đã tạo.</p>
<h2>Mẹo nhỏ</h2>
<ul><li>Theo dõi tỉ giá vài ngày trước khi mua món giá trị lớn.</li><li>Phí vận chuyển quốc tế tính riêng theo cân nặng khi hàng về kho.</li></ul>`,
      },
      en: {
        title: 'How the yen rate on your order is worked out',
        description:
          'Japanese sellers are paid in yen; you pay in dong at the rate shown on the home page. The rate is recorded on the order the moment you create it.',
        content: `<p>Every original price on Nhật Việt Shop is the seller’s price in yen (JPY). We pay the seller in yen; you pay us in dong (VND).</p>
<h2>Where does the rate come from?</h2>
<p>The JPY → VND rate is updated every working day and shown at the top of each page. The dong price you see = rate × yen price.</p>
<h2>Which rate applies to my order?</h2>
<p>The rate at the moment you press Create order is saved on the order (its <em>payment rate</em>) and used for the order’s payment. Later moves of the rate do not change the goods total of an order already created.</p>
<h2>Tips</h2>
<ul><li>Watch the rate for a few days before buying something expensive.</li><li>International shipping is charged separately, by weight, once the goods reach the warehouse.</li></ul>`,
      },
      ja: {
        title: 'ご注文の円レートはどのように決まる？',
        description:
          '日本の出品者には円で支払い、お客様はトップページに表示されたレートでドンでお支払いいただきます。レートは注文作成時に注文へ記録されます。',
        content: `<p>Nhật Việt Shop の元の価格はすべて出品者の円価格（JPY）です。当社は出品者に円で支払い、お客様は当社にドン（VND）でお支払いいただきます。</p>
<h2>レートはどこから？</h2>
<p>JPY→VND のレートは毎営業日更新され、各ページの上部に表示されます。表示されるドン価格 ＝ レート × 円価格です。</p>
<h2>どのレートが適用される？</h2>
<p>「注文作成」を押した時点のレートが注文に<em>支払いレート</em>として保存され、その注文のお支払いに使われます。その後レートが変動しても、作成済み注文の商品代金は変わりません。</p>
<h2>ちょっとしたコツ</h2>
<ul><li>高額な商品は数日間レートの動きを見てから購入しましょう。</li><li>国際送料は倉庫到着後に重量で別途計算されます。</li></ul>`,
      },
    },
  },
  {
    id: 6,
    cover: 'yahoo-auction',
    categories: [C.tips],
    creator: STAFF.yen,
    created: '2026-06-20T05:00:00Z',
    updated: '2026-10-05T06:20:00Z',
    published: true,
    versions: {
      vi: {
        title: 'Đấu giá Yahoo Auction lần đầu: những điều cần biết',
        description:
          'Đăng ký quyền đấu giá, hiểu cơ chế tự gia hạn phút chót, đặt giá tối đa hợp lý và những khoản phí cần cộng thêm khi thắng.',
        content: `<p>Yahoo Auction là sàn đấu giá lớn nhất Nhật Bản, nơi có đồ cổ, máy ảnh cũ, linh kiện hiếm với giá tốt.</p>
<h2>1. Đăng ký quyền đấu giá</h2>
<p>Tài khoản cần được cấp quyền đấu giá. Trên trang sản phẩm, bấm <em>Đăng ký ngay</em> và để lại số điện thoại; nhân viên sẽ liên hệ trong vòng 24 giờ.</p>
<h2>2. Hiểu luật chơi</h2>
<ul><li>Đồng hồ đếm ngược cho biết thời gian còn lại; nhiều phiên <strong>tự gia hạn</strong> thêm 5 phút nếu có người trả giá ở phút cuối.</li><li>Giá bạn nhập là giá tối đa bạn chấp nhận, tính bằng yên.</li><li>Một số phiên có giá mua ngay để kết thúc sớm.</li></ul>
<h2>3. Khi thắng phiên</h2>
<p>Tổng chi phí = giá thắng + phí ship nội địa Nhật của người bán + phí dịch vụ đấu giá ${AUCTION_FEE_YEN} yên mỗi món + cước quốc tế. Lịch sử trả giá của bạn nằm trong mục Lịch sử đấu giá; phiên thắng được chuyển thành đơn hàng.</p>
<p>Lưu ý: trả giá là cam kết mua. Hãy đọc kỹ mô tả tình trạng hàng trước khi đặt giá.</p>`,
      },
      en: {
        title: 'Your first Yahoo Auction: what to know',
        description:
          'Get auction permission, understand last-minute extensions, set a sensible maximum bid and know the fees to add when you win.',
        content: `<p>Yahoo Auction is Japan’s largest auction site, with antiques, used cameras and rare parts at good prices.</p>
<h2>1. Get auction permission</h2>
<p>Your account needs auction permission. On a product page press <em>Register now</em> and leave your phone number; our staff will contact you within 24 hours.</p>
<h2>2. Know the rules</h2>
<ul><li>The countdown shows the time left; many auctions <strong>extend automatically</strong> by 5 minutes when someone bids at the last minute.</li><li>The amount you enter is the most you are willing to pay, in yen.</li><li>Some auctions have a buy-it-now price that ends them early.</li></ul>
<h2>3. When you win</h2>
<p>Total cost = winning bid + the seller’s domestic shipping in Japan + our auction fee of ${AUCTION_FEE_YEN} yen per item + international shipping. Your bids are listed under Auction history; a won auction becomes an order.</p>
<p>Remember: a bid is a commitment to buy. Read the condition notes carefully before bidding.</p>`,
      },
      ja: {
        title: 'はじめてのヤフオク！：知っておきたいこと',
        description: '入札権限の登録、終了間際の自動延長、上限額の決め方、落札後に加わる費用を解説します。',
        content: `<p>ヤフオク！は日本最大級のオークションサイトで、骨董品や中古カメラ、希少なパーツがお手頃価格で見つかります。</p>
<h2>1. 入札権限の登録</h2>
<p>アカウントに入札権限が必要です。商品ページで<em>今すぐ登録</em>を押し、電話番号を入力してください。24 時間以内にスタッフからご連絡します。</p>
<h2>2. ルールを知る</h2>
<ul><li>カウントダウンで残り時間を確認できます。終了直前に入札があると 5 分間<strong>自動延長</strong>されるオークションが多くあります。</li><li>入力する金額は支払ってもよい上限額（円）です。</li><li>即決価格があるオークションは、その価格で早期終了できます。</li></ul>
<h2>3. 落札したら</h2>
<p>総額 ＝ 落札価格 ＋ 出品者の日本国内送料 ＋ 当社のオークション手数料 1 点 ${AUCTION_FEE_YEN} 円 ＋ 国際送料。入札の記録は「オークション履歴」にあり、落札した商品は注文になります。</p>
<p>ご注意：入札は購入の約束です。入札前に商品の状態説明をよくお読みください。</p>`,
      },
    },
  },
  {
    id: 7,
    cover: 'mercari-tips',
    categories: [C.tips, C.products],
    creator: STAFF.ha,
    created: '2026-07-11T04:00:00Z',
    updated: '2026-09-27T03:10:00Z',
    published: true,
    versions: {
      vi: {
        title: 'Mua đồ cũ trên Mercari và Rakuma: đọc đúng tình trạng hàng',
        description: 'Sáu mức tình trạng hàng của chợ đồ cũ Nhật nghĩa là gì, vì sao nên mua nhanh và những món nên tránh.',
        content: `<p>Mercari và Rakuma là hai chợ đồ cũ lớn của Nhật. Người Nhật giữ đồ rất kỹ nên hàng cũ thường còn đẹp, giá chỉ bằng một phần hàng mới.</p>
<h2>Sáu mức tình trạng</h2>
<ol><li>Mới, chưa sử dụng.</li><li>Gần như chưa sử dụng.</li><li>Không có vết xước hay bẩn rõ rệt.</li><li>Có chút xước hoặc bẩn.</li><li>Có xước hoặc bẩn.</li><li>Tình trạng chung kém.</li></ol>
<p>Hai mức đầu phù hợp làm quà; mức 3–4 đáng mua cho đồ dùng hằng ngày; tránh mức 6 trừ khi mua để lấy linh kiện.</p>
<h2>Mẹo</h2>
<ul><li>Hàng đẹp giá tốt thường được mua trong vài giờ: đặt ngay khi ưng.</li><li>Xem kỹ ảnh và hỏi hỗ trợ dịch phần mô tả nếu cần.</li><li>Đồ điện tử cũ: chúng tôi chỉ kiểm tra bên ngoài, không thử nguồn.</li></ul>`,
      },
      en: {
        title: 'Buying second-hand on Mercari and Rakuma: reading the condition right',
        description: 'What the six condition grades of Japan’s flea-market apps mean, why to buy quickly and what to avoid.',
        content: `<p>Mercari and Rakuma are Japan’s two big flea-market apps. Japanese owners take great care of their things, so used goods are often in fine shape at a fraction of the new price.</p>
<h2>The six condition grades</h2>
<ol><li>New, unused.</li><li>Almost unused.</li><li>No noticeable scratches or stains.</li><li>Some scratches or stains.</li><li>Scratches or stains.</li><li>Poor overall condition.</li></ol>
<p>The first two make good gifts; grades 3–4 are good value for everyday items; avoid grade 6 unless you want parts.</p>
<h2>Tips</h2>
<ul><li>Good items at good prices sell within hours: order as soon as you decide.</li><li>Look closely at the photos and ask support to translate the description if needed.</li><li>Used electronics: we only check the outside, we do not power them on.</li></ul>`,
      },
      ja: {
        title: 'メルカリ・ラクマで中古品を買う：商品の状態を正しく読む',
        description: 'フリマアプリの 6 段階の状態表示の意味、早めに買うべき理由、避けたい商品を解説します。',
        content: `<p>メルカリとラクマは日本の二大フリマアプリです。日本では物を丁寧に使う人が多く、中古品でも状態が良いものが新品の数分の一の価格で見つかります。</p>
<h2>6 段階の状態</h2>
<ol><li>新品、未使用</li><li>未使用に近い</li><li>目立った傷や汚れなし</li><li>やや傷や汚れあり</li><li>傷や汚れあり</li><li>全体的に状態が悪い</li></ol>
<p>上の 2 つは贈り物にも向き、3〜4 は日用品としてお得です。6 は部品取り目的以外ではおすすめしません。</p>
<h2>コツ</h2>
<ul><li>良品で安い商品は数時間で売れてしまいます。気に入ったらすぐ注文を。</li><li>写真をよく確認し、必要なら説明文の翻訳をサポートにご依頼ください。</li><li>中古の電子機器は外観のみの確認で、通電チェックは行いません。</li></ul>`,
      },
    },
  },
]
