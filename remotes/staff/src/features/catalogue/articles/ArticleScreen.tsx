import { useState } from 'react';
import type { Article } from '@panel/api/contract';
import { useNavigate } from '@panel/router';
import { Button, Card, Checkbox, Markdown, PageHeader, Textarea, TextField, toast } from '@panel/ui';
import { useCollectionWrites } from '../../../api/collection';
import { DeleteRecordButton } from '../../../kit/DeleteRecordButton';
import { catalogueMessage, useCatalogueT } from '../../../messages/catalogue';
import { useStaffKitT } from '../../../messages/staff-kit';
import { useRecordSubmit, type FieldMessages } from '../record-form';
import { SLUG_PATTERN, slugOf } from './slug';
import '../catalogue.css';
import { RecordScreen } from '../../../kit/RecordScreen';

const LIST = '/staff/articles';

/** `/staff/articles/new` writes one; `/staff/articles/{id}` edits it. */
export function ArticleScreen() {
  const t = useCatalogueT();
  return (
    <RecordScreen collection="articles" listTitle={t('articlesTitle')} listPath={LIST}>
      {(article) => <ArticleForm key={article?._id ?? 'new'} article={article} />}
    </RecordScreen>
  );
}

function ArticleForm({ article }: { article: Article | null }) {
  const t = useCatalogueT();
  const kit = useStaffKitT();
  const navigate = useNavigate();
  const { create, edit } = useCollectionWrites('articles');
  const [title, setTitle] = useState(article?.title ?? '');
  const [slug, setSlug] = useState(article?.slug ?? '');
  // A new article's slug follows its title until the slug is typed in.
  const [slugTyped, setSlugTyped] = useState(article !== null);
  const [image, setImage] = useState(article?.image ?? '');
  const [content, setContent] = useState(article?.content ?? '');
  const [draft, setDraft] = useState(article?.draft ?? false);

  const check = (): FieldMessages => {
    const problems: FieldMessages = {};
    if (!title.trim()) problems.title = t('required');
    if (!SLUG_PATTERN.test(slug)) problems.slug = t('articleSlugRule');
    if (!content.trim()) problems.content = t('required');
    return problems;
  };
  const { errors, pending, submit } = useRecordSubmit(check, async () => {
    const fields = { title: title.trim(), slug, image: image.trim() || null, content, draft };
    if (article) {
      await edit(article._id, fields);
      toast.success(t('saved'));
    } else {
      const created = await create(fields);
      toast.success(catalogueMessage('created', { name: fields.title }));
      void navigate(`${LIST}/${created.insertedId}`, { replace: true });
    }
  });

  const heading = article ? article.title : t('articleNew');
  return (
    <>
      <PageHeader
        title={heading}
        breadcrumbs={[{ label: t('articlesTitle'), to: LIST }, { label: heading }]}
        actions={article && <DeleteRecordButton collection="articles" id={article._id} name={article.title} listPath={LIST} />}
      />
      <div className="catalogue-grid">
        <Card title={t('articleEditor')} aria-label={t('articleEditor')}>
          <form
            className="catalogue-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <TextField
              label={t('articleTitle')}
              required
              value={title}
              error={errors.title}
              onChange={(event) => {
                setTitle(event.target.value);
                if (!slugTyped) setSlug(slugOf(event.target.value));
              }}
            />
            <TextField
              label={t('articleSlug')}
              required
              hint={t('articleSlugHint')}
              value={slug}
              error={errors.slug}
              onChange={(event) => {
                setSlugTyped(true);
                setSlug(event.target.value);
              }}
            />
            <TextField label={t('articleImage')} type="url" value={image} error={errors.image} onChange={(event) => setImage(event.target.value)} />
            <Textarea label={t('articleContent')} hint={t('articleContentHint')} required rows={14} value={content} error={errors.content} onChange={(event) => setContent(event.target.value)} />
            <Checkbox label={t('articleDraft')} hint={t('articleDraftHint')} checked={draft} onCheckedChange={setDraft} />
            <div className="catalogue-actions">
              <Button type="submit" loading={pending}>
                {kit('kitSave')}
              </Button>
            </div>
          </form>
        </Card>
        <Card title={t('articlePreview')} aria-label={t('articlePreview')}>
          {image.trim() && <img src={image.trim()} alt="" className="catalogue-article-image" />}
          {content.trim() ? <Markdown source={content} /> : <p className="catalogue-muted">{t('articlePreviewEmpty')}</p>}
        </Card>
      </div>
    </>
  );
}
