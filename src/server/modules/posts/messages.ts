import { defineMessages } from '@server/i18n/define-messages'

/** Messages of the posts module (staff writing), in each interface language. */
export const postsMessages = defineMessages({
  postNotFound: {
    vi: 'Không tìm thấy bài viết.',
    en: 'Post not found.',
    ja: '記事が見つかりません。',
  },
  postTextEmptyAfterCleaning: {
    vi: 'Sau khi bỏ mã HTML không được phép, trường này không còn nội dung.',
    en: 'Once HTML that is not allowed is removed, nothing is left in this field.',
    ja: '許可されていない HTML を取り除くと、この欄には何も残りません。',
  },
  postCategoryUnknown: {
    vi: 'Không có danh mục bài viết này.',
    en: 'There is no such post category.',
    ja: 'その記事カテゴリはありません。',
  },
  postAuthorNotEmail: {
    vi: 'Tên tác giả là tên hiển thị cho người đọc, không phải địa chỉ e-mail.',
    en: 'The author is a display name readers see, not an e-mail address.',
    ja: '著者名は読者に表示される名前です。メールアドレスは使えません。',
  },
  postCoverInvalid: {
    vi: 'Ảnh bìa phải là ảnh của cửa hàng (/media/…) hoặc một địa chỉ https.',
    en: 'The cover must be one of our images (/media/…) or an https address.',
    ja: 'カバー画像は当店の画像（/media/…）または https のアドレスにしてください。',
  },
})
