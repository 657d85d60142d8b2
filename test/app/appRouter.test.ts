import { createAppMemoryHistory, type NavigationGuard } from '../../src/shared/appRouter';

/** A guard that blocks leaving /form and lets the test answer its question. */
function formGuard() {
  const answers: Array<(leave: boolean) => void> = [];
  const guard: NavigationGuard = {
    blocks: (current, next) => current.pathname === '/form' && next.pathname !== '/form',
    confirm: () => new Promise<boolean>((resolve) => answers.push(resolve)),
  };
  const answer = async (leave: boolean) => {
    const resolve = answers.shift();
    if (!resolve) throw new Error('The guard was not asked.');
    resolve(leave);
    await Promise.resolve();
  };
  return { guard, answer, asked: () => answers.length };
}

function historyOn(entries: string[]) {
  const history = createAppMemoryHistory(entries);
  const heard: string[] = [];
  history.listen(({ action, location }) => heard.push(`${action} ${location.pathname}`));
  return { history, heard };
}

describe('the app history with a navigation guard', () => {
  it('holds a link (push) until the person answers: Stay keeps the page, Leave goes', async () => {
    const { history, heard } = historyOn(['/form']);
    const { guard, answer, asked } = formGuard();
    history.addGuard(guard);

    history.push('/jobs');
    expect(asked()).toBe(1);
    expect(history.location.pathname).toBe('/form');
    await answer(false);
    expect(history.location.pathname).toBe('/form');
    expect(heard).toEqual([]);

    history.replace('/team');
    await answer(true);
    expect(history.location.pathname).toBe('/team');
    expect(heard).toEqual(['REPLACE /team']);
  });

  it('undoes Back at once and goes back only when the person chooses to leave', async () => {
    const { history, heard } = historyOn(['/jobs', '/form']);
    const { guard, answer, asked } = formGuard();
    history.addGuard(guard);

    history.go(-1);
    expect(asked()).toBe(1);
    expect(history.location.pathname).toBe('/form');
    expect(heard).toEqual([]);
    await answer(false);
    expect(history.location.pathname).toBe('/form');

    history.go(-1);
    await answer(true);
    expect(history.location.pathname).toBe('/jobs');
    expect(heard).toEqual(['POP /jobs']);
    expect(asked()).toBe(0);
  });

  it('lets everything through when the guard does not block, or once it is removed', () => {
    const { history, heard } = historyOn(['/form']);
    const { guard, asked } = formGuard();
    const remove = history.addGuard(guard);
    history.push('/form?tab=2');
    remove();
    history.push('/jobs');
    history.go(-1);
    expect(asked()).toBe(0);
    expect(heard).toEqual(['PUSH /form', 'PUSH /jobs', 'POP /form']);
  });
});
