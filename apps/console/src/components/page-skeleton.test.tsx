import { render, screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { advance, useFakeClock } from '@/testing/clock';
import { mockApi } from '@/testing/mock-api';
import { renderApp, signInAs } from '@/testing/render';
import { PageSkeleton, SKELETON_DELAY_MS } from '@/components/page-skeleton';

describe('the page skeleton', () => {
  it(`shows nothing for ${SKELETON_DELAY_MS} ms, then the branded placeholder`, async () => {
    useFakeClock();
    render(<PageSkeleton />);
    await advance(SKELETON_DELAY_MS - 1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByText('CRM Admin')).toBeInTheDocument();
  });

  it("stands in for the admin area while the guard's check is unanswered", async () => {
    await signInAs('admin@crm.test');
    mockApi.server.use(http.get('*/api/admin/check-is-log-in', () => new Promise<never>(() => undefined)));
    useFakeClock();
    renderApp('/admin/users');
    await advance(SKELETON_DELAY_MS - 1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});
