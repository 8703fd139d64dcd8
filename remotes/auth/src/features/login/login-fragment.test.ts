import { readLoginFragment, removeLoginFragment } from './login-fragment';

const mountFragment = () => {
  document.body.innerHTML = `
    <div data-boot-fragment>
      <form data-login-form>
        <input name="email" type="email" />
        <input name="password" type="password" />
        <button type="submit">Sign in</button>
      </form>
    </div>`;
  const form = document.querySelector('form')!;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  return { form, email: field('email'), password: field('password') };
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('readLoginFragment', () => {
  it('is null when the server included no fragment', () => {
    expect(readLoginFragment()).toBeNull();
  });

  it('reads what the visitor typed and which field has the focus', () => {
    const { email, password } = mountFragment();
    email.value = 'customer@panel.test';
    password.value = 'secr';
    password.focus();
    password.setSelectionRange(1, 3);
    expect(readLoginFragment()).toEqual({
      email: 'customer@panel.test',
      password: 'secr',
      focused: 'password',
      selection: { start: 1, end: 3, direction: 'none' },
      submitted: false,
    });
  });

  it('reports a sign-in the inline script queued', () => {
    const { form } = mountFragment();
    form.setAttribute('data-submitted', '');
    expect(readLoginFragment()).toMatchObject({ submitted: true, focused: null, selection: null });
  });
});

describe('removeLoginFragment', () => {
  it('removes the fragment that holds the sign-in form', () => {
    mountFragment();
    removeLoginFragment();
    expect(document.querySelector('[data-boot-fragment]')).toBeNull();
    expect(readLoginFragment()).toBeNull();
  });
});
