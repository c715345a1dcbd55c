// GET /api/application-version's answer: the version, and the connect platform's address only when CONNECT_URL is set.
import { describe, expect, it } from 'vitest';

import { parseConfig } from '../../config/index.js';
import { ApplicationVersion } from '@cla/domain/contracts';
import { ApplicationService } from './application.service.js';

function serviceWith(env: Record<string, string>): ApplicationService {
  const result = parseConfig(env, { repositoryRoot: '/repo', cwd: '/repo' });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return new ApplicationService('1.2.3', result.config);
}

describe('ApplicationService.getVersion', () => {
  it('gives the connect platform of CONNECT_URL beside the version, as the OpenAPI document describes', () => {
    const answer = serviceWith({ CONNECT_URL: 'https://connect.example.org/' }).getVersion();
    expect(answer).toEqual({ version: '1.2.3', connectUrl: 'https://connect.example.org' });
    expect(ApplicationVersion.parse(answer)).toEqual(answer);
  });

  it('names no connect platform when CONNECT_URL is unset (the header then shows no link)', () => {
    const answer = serviceWith({}).getVersion();
    expect(answer).toEqual({ version: '1.2.3' });
    expect(ApplicationVersion.parse(answer)).toEqual(answer);
  });
});
