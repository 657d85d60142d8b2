/*
 * Server tests start real servers, databases, SMTP and child processes: on a busy 2-core machine a hook can
 * take longer than Jest's 5 s default without anything being wrong. A real hang still fails, after 30 s.
 */
jest.setTimeout(30_000);
