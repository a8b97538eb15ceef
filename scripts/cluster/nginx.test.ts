import { nginxConfig, parseAccessLog } from './nginx';

describe('the cluster nginx configuration', () => {
  const text = nginxConfig({ dir: '/tmp/c', port: 3700, upstreams: [{ port: 3710 }, { port: 3711, down: true }] });

  it('runs in the foreground with everything in its own directory', () => {
    expect(text).toContain('daemon off;');
    expect(text).toContain('pid /tmp/c/nginx.pid;');
    expect(text).toContain('error_log /tmp/c/error.log');
    expect(text).toContain('access_log /tmp/c/access.log cluster;');
    expect(text).toContain('proxy_temp_path /tmp/c/temp/proxy;');
    expect(text).toContain('listen 127.0.0.1:3700;');
  });

  it('balances over both instances with passive health, keep-alive and retries of idempotent requests', () => {
    expect(text).toContain('server 127.0.0.1:3710 max_fails=1 fail_timeout=5s;');
    expect(text).toContain('server 127.0.0.1:3711 max_fails=1 fail_timeout=5s down;');
    expect(text).toMatch(/keepalive \d+;/);
    expect(text).toContain('proxy_set_header Connection "";');
    expect(text).toContain('proxy_next_upstream error timeout http_502 http_503;');
    expect(text).not.toMatch(/proxy_next_upstream [^;]*non_idempotent/);
    expect(text).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
  });
});

describe('the cluster access log', () => {
  it('reads a line, a request retried on the next instance included', () => {
    const [plain, retried] = parseAccessLog(
      [
        '1795931268.072\tGET\t/home\t200\t1.231\t127.0.0.1:3711\t200\t1.231',
        '1795931269.500\tGET\t/contents?tabId=clinics\t200\t0.050\t127.0.0.1:3710, 127.0.0.1:3711\t502, 200\t0.001, 0.049',
      ].join('\n') + '\n',
    );
    expect(plain).toEqual({
      at: 1795931268072,
      method: 'GET',
      uri: '/home',
      status: 200,
      ms: 1231,
      upstreams: ['127.0.0.1:3711'],
      upstreamStatuses: ['200'],
    });
    expect(retried.upstreams).toEqual(['127.0.0.1:3710', '127.0.0.1:3711']);
    expect(retried.upstreamStatuses).toEqual(['502', '200']);
  });
});
