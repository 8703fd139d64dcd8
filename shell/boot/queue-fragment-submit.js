// Inlined into index.html: a form in a server-included fragment works before any bundle
// has loaded. Submitting it only queues the request (the screen that takes over the
// fragment sends it), and shows that it was understood.
document.addEventListener(
  'submit',
  function (event) {
    var form = event.target;
    if (!form.closest || !form.closest('[data-boot-fragment]')) return;
    event.preventDefault();
    if (!form.reportValidity()) return;
    form.setAttribute('data-submitted', '');
    var button = form.querySelector('button[type=submit]');
    if (button) {
      button.disabled = true;
      button.textContent = 'Signing in…';
    }
  },
  true,
);
