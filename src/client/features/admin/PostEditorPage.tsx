import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { AdminPost, AdminPostBody } from '@shared/contracts/admin/content'
import type { PostText } from '@shared/contracts/posts'
import { LOCALES, type Locale } from '@shared/i18n/locales'
import { isApiRequestError } from '@client/app/api-client'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, Button, Card, FormField, Spinner, useToast } from '@client/ui'
import * as form from '@client/ui/form.css'
import * as styles from './admin.css'
import { adminPostQueryOptions, postCategoriesQueryOptions, useCreatePost, useSetPublished, useUpdatePost } from './content-query'

const EMPTY_TEXT: PostText = { title: '', description: '', content: '' }
type Draft = { cover_url: string; creator_name: string; category_ids: number[]; versions: Record<Locale, PostText> }

const draftOf = (post?: AdminPost): Draft => ({
  cover_url: post?.cover_url ?? '',
  // Posts once were signed with the writer's e-mail, never shown to readers: the field starts empty for those.
  creator_name: post?.creator_name.includes('@') ? '' : (post?.creator_name ?? ''),
  category_ids: post?.category_ids ?? [],
  versions: { vi: post?.versions.vi ?? EMPTY_TEXT, en: post?.versions.en ?? EMPTY_TEXT, ja: post?.versions.ja ?? EMPTY_TEXT },
})

/** What is sent: Vietnamese always, English and Japanese only when they have a title. */
function bodyOf(draft: Draft): AdminPostBody {
  const version = (locale: 'en' | 'ja') => (draft.versions[locale].title.trim() ? draft.versions[locale] : undefined)
  return {
    cover_url: draft.cover_url.trim() || null,
    creator_name: draft.creator_name.trim(),
    category_ids: draft.category_ids,
    versions: { vi: draft.versions.vi, en: version('en'), ja: version('ja') },
  }
}

/** /admin/posts/new and /admin/posts/{id}: a post in Vietnamese (required), English and Japanese; publish or take back. */
export function PostEditorPage({ postId }: { postId?: number }) {
  const post = useQuery({ ...adminPostQueryOptions(postId ?? 0), enabled: postId !== undefined })
  if (postId !== undefined && post.isPending) return <Spinner />
  if (post.isError) return <Alert variant="danger">{post.error.message}</Alert>
  return <PostEditor key={post.data?.id ?? 'new'} post={post.data} />
}

function PostEditor({ post }: { post?: AdminPost }) {
  const { t } = useLingui()
  usePageTitle(post ? t`Sửa bài viết` : t`Viết bài mới`)
  const toast = useToast()
  const navigate = useNavigate()
  const categories = useQuery(postCategoriesQueryOptions()).data ?? []
  const [draft, setDraft] = useState<Draft>(() => draftOf(post))
  const [key] = useState(() => crypto.randomUUID())
  const create = useCreatePost()
  const update = useUpdatePost(post?.id ?? 0)
  const save = post ? update : create
  const publish = useSetPublished(post?.id ?? 0)
  const errors = isApiRequestError(save.error) ? (save.error.body?.errors ?? {}) : {}
  const languageNames: Record<Locale, string> = { vi: t`Tiếng Việt`, en: t`Tiếng Anh`, ja: t`Tiếng Nhật` }

  const setText = (locale: Locale, field: keyof PostText) => (event: { target: { value: string } }) =>
    setDraft((current) => ({
      ...current,
      versions: { ...current.versions, [locale]: { ...current.versions[locale], [field]: event.target.value } },
    }))
  const toggleCategory = (id: number) =>
    setDraft((current) => ({
      ...current,
      category_ids: current.category_ids.includes(id)
        ? current.category_ids.filter((other) => other !== id)
        : [...current.category_ids, id],
    }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const onSuccess = (saved: AdminPost) => {
      toast.show(t`Đã lưu bài viết`, { variant: 'success' })
      if (!post) void navigate({ to: '/admin/posts/$id', params: { id: saved.id }, replace: true })
    }
    if (post) update.mutate(bodyOf(draft), { onSuccess })
    else create.mutate({ body: bodyOf(draft), key }, { onSuccess })
  }

  return (
    <section className={form.page} aria-labelledby="post-title">
      <div className={styles.header}>
        <h1 id="post-title" className={form.title}>
          {post ? <Trans>Sửa bài viết</Trans> : <Trans>Viết bài mới</Trans>}
        </h1>
        {post && (
          <span className={styles.row}>
            <span className={styles.badge} role="status" data-testid="admin-post-state">
              {post.published ? t`Đã đăng` : t`Nháp`}
            </span>
            <Button
              variant={post.published ? 'outline' : 'primary'}
              loading={publish.isPending}
              onClick={() => publish.mutate(!post.published)}
            >
              {post.published ? <Trans>Gỡ bài</Trans> : <Trans>Đăng bài</Trans>}
            </Button>
          </span>
        )}
      </div>
      {publish.isError && <Alert variant="danger">{publish.error.message}</Alert>}
      <form className={form.form} onSubmit={submit} data-testid="admin-post-form">
        {LOCALES.map((locale) => (
          <Card key={locale} className={styles.stack}>
            <h2 className={form.sectionTitle}>{languageNames[locale]}</h2>
            <FormField label={t`Tiêu đề (${locale})`} errors={errors[`versions.${locale}.title`]} required={locale === 'vi'}>
              {(control) => (
                <input {...control} className={form.control} value={draft.versions[locale].title} onChange={setText(locale, 'title')} />
              )}
            </FormField>
            <FormField label={t`Mô tả (${locale})`} errors={errors[`versions.${locale}.description`]}>
              {(control) => (
                <textarea
                  {...control}
                  className={form.textarea}
                  value={draft.versions[locale].description}
                  onChange={setText(locale, 'description')}
                />
              )}
            </FormField>
            <FormField
              label={t`Nội dung HTML (${locale})`}
              errors={errors[`versions.${locale}.content`]}
              hint={t`Thẻ không an toàn (script, style…) bị loại bỏ khi lưu.`}
            >
              {(control) => (
                <textarea
                  {...control}
                  className={form.textarea}
                  value={draft.versions[locale].content}
                  onChange={setText(locale, 'content')}
                />
              )}
            </FormField>
          </Card>
        ))}
        <Card className={styles.stack}>
          <fieldset className={styles.row}>
            <legend className={form.label}>
              <Trans>Chuyên mục</Trans>
            </legend>
            {categories.map((category) => (
              <label key={category.id} className={form.checkbox}>
                <input type="checkbox" checked={draft.category_ids.includes(category.id)} onChange={() => toggleCategory(category.id)} />
                {category.name}
              </label>
            ))}
          </fieldset>
          <FormField label={t`Ảnh bìa`} errors={errors.cover_url} hint={t`Để trống: một ảnh bìa được vẽ sẵn.`}>
            {(control) => (
              <input
                {...control}
                className={form.control}
                value={draft.cover_url}
                onChange={(event) => setDraft((current) => ({ ...current, cover_url: event.target.value }))}
              />
            )}
          </FormField>
          <FormField
            label={t`Tên tác giả`}
            errors={errors.creator_name}
            hint={t`Tên người đọc thấy (không phải e-mail). Để trống: không ghi tác giả.`}
          >
            {(control) => (
              <input
                {...control}
                className={form.control}
                name="creator_name"
                maxLength={60}
                value={draft.creator_name}
                onChange={(event) => setDraft((current) => ({ ...current, creator_name: event.target.value }))}
              />
            )}
          </FormField>
        </Card>
        {save.isError && Object.keys(errors).length === 0 && <Alert variant="danger">{save.error.message}</Alert>}
        <div className={form.actions}>
          <Button type="submit" loading={save.isPending}>
            <Trans>Lưu bài viết</Trans>
          </Button>
        </div>
      </form>
    </section>
  )
}
