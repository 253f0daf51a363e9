import { escapeXml } from '@server/modules/media'

/** Typical ingredients of a category, for lines that do not list their own (cosmetics and food only). */
const DEFAULT_INGREDIENTS: Record<number, string> = {
  101: 'Nước, Glycerin, Butylene Glycol, Sodium Hyaluronate, Phenoxyethanol',
  102: 'Nước, Ethylhexyl Methoxycinnamate, Zinc Oxide, Titanium Dioxide, Glycerin, Alcohol',
  103: 'Talc, Mica, Dimethicone, Silica, Iron Oxides',
  104: 'Nước, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Glycerin, hương liệu',
  105: 'Nước, Glycerin, Stearic Acid, Potassium Hydroxide, hương liệu',
  201: 'Vitamin và khoáng chất, cellulose, gelatin, glycerin',
  202: 'Collagen peptide, Vitamin C, Hyaluronic acid, gelatin',
  203: 'Glucosamine, Chondroitin, dầu cá (EPA, DHA), gelatin',
  302: 'Sữa, lactose, dầu thực vật, vitamin và khoáng chất',
  304: 'Nước, Glycerin, Squalane, chất làm mềm da dịu nhẹ',
  401: 'Đường, bột mì, bơ cacao, sữa bột, chất nhũ hóa (lecithin đậu nành)',
  402: 'Lá trà xanh hoặc hạt cà phê rang xay (100%)',
  403: 'Đậu nành, muối, đường, chất điều vị',
  404: 'Bột mì, dầu thực vật, muối, gói gia vị (nước tương, chiết xuất thịt gà)',
}

/** A closing note per root category, with a few children that need their own. */
const NOTES: Record<number, string> = {
  1: 'Bảo quản nơi khô ráo, tránh ánh nắng trực tiếp. Nên thử trên một vùng da nhỏ trước khi dùng.',
  2: 'Thực phẩm bảo vệ sức khỏe, không phải là thuốc và không có tác dụng thay thế thuốc chữa bệnh. Dùng theo liều lượng ghi trên bao bì.',
  3: 'Sản phẩm cho bé được chọn theo tiêu chuẩn an toàn của Nhật Bản. Đọc kỹ hướng dẫn trên bao bì trước khi dùng.',
  4: 'Hạn sử dụng còn ít nhất 6 tháng khi giao hàng. Bảo quản nơi khô ráo, thoáng mát.',
  5: 'Chất lượng Nhật Bản, bền và tiện dụng cho mọi gia đình.',
  6: 'Kích cỡ theo chuẩn Nhật Bản; vui lòng xem kỹ số đo trước khi đặt hàng.',
  7: 'Hàng nội địa Nhật dùng điện 100V: cần bộ đổi nguồn khi sử dụng tại Việt Nam.',
  8: 'Phù hợp với độ tuổi ghi trên hộp. Có chi tiết nhỏ, không dành cho trẻ dưới 3 tuổi.',
  502: 'Điện gia dụng nội địa Nhật dùng điện 100V: cần bộ đổi nguồn khi sử dụng tại Việt Nam.',
}

export function defaultIngredients(categoryId: number): string | null {
  return DEFAULT_INGREDIENTS[categoryId] ?? null
}

type DescriptionFacts = { name: string; brand: string; variant: string; origin: string; shopName: string; categoryId: number }

/** Simple, safe HTML: escaped text in <p> and <ul><li> only. */
export function describeProduct(facts: DescriptionFacts): string {
  const note = NOTES[facts.categoryId] ?? NOTES[Math.floor(facts.categoryId / 100)]
  const items = [`Thương hiệu: ${facts.brand}`, `Quy cách: ${facts.variant}`, `Xuất xứ: ${facts.origin}`]
  return [
    `<p>${escapeXml(facts.name)} – hàng chính hãng, ${escapeXml(facts.shopName)} mua trực tiếp tại Nhật Bản và gửi về Việt Nam bằng đường hàng không hoặc đường biển.</p>`,
    `<ul>${items.map((item) => `<li>${escapeXml(item)}</li>`).join('')}</ul>`,
    `<p>${escapeXml(note)}</p>`,
  ].join('')
}
