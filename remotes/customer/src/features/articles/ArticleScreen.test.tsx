import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, DEMO_USERS, installContentMockApi, renderScreen, signInAs } from '../../test-utils/content-mock-api';
import { ArticleScreen } from './ArticleScreen';

installContentMockApi();
const renderArticle = (slug: string) => renderScreen(<ArticleScreen />, { path: `/articles/${slug}`, pattern: '/articles/:slug' });

describe('ArticleScreen', () => {
  it('shows the article with its title, author and markdown rendered', async () => {
    signInAs('customer');
    renderArticle('coins');
    expect(await screen.findByRole('heading', { level: 1, name: 'Earning and spending coins' })).toBeInTheDocument();
    expect(screen.getByText(`By ${db.users.get(DEMO_USERS.staff.id)?.username}`)).toBeInTheDocument();
    expect(await screen.findByText('Frankfurt', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Articles' })).toHaveAttribute('href', '/articles');
  });

  it('renders a script or an event handler in the markdown as nothing that runs', async () => {
    signInAs('customer');
    db.domain.articles.push({
      _id: 'art-evil',
      title: 'Evil',
      slug: 'evil',
      image: null,
      content: 'Hello <script>window.__articleRan = true</script><img src="x" onerror="window.__articleRan = true"> **there**',
      author: DEMO_USERS.admin.id,
      published: 0,
      edited: null,
    });
    const { container } = renderArticle('evil');
    expect(await screen.findByText('there', { selector: 'strong' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect((window as { __articleRan?: boolean }).__articleRan).toBeUndefined();
  });

  it('says an unknown slug has no article, with the way back', async () => {
    signInAs('customer');
    renderArticle('no-such-article');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the articles' })).toHaveAttribute('href', '/articles');
  });
});
