import { describe, expect, it } from 'vitest';
import { projectEndpoints } from '@/api/project/endpoints';
import { FIRST_REQUEST } from '@/api/first-request';
import { projectList, projectSearchBody } from './project-list-search';

const ProjectListSearchSchema = projectList.schema;

describe('projects list URL state', () => {
  it('fills defaults', () => {
    expect(ProjectListSearchSchema.parse({})).toEqual({
      sort: 'name',
      order: 'Asc',
      from: 0,
      size: 25,
    });
  });

  it('degrades hand-edited bad values to defaults instead of throwing', () => {
    const s = ProjectListSearchSchema.parse({
      size: 20000,
      from: -3,
      sort: 'password',
      order: 'sideways',
      status: 'NOPE',
    });
    expect(s).toMatchObject({ size: 25, from: 0, sort: 'name', order: 'Asc', status: undefined });
  });

  it('builds the search body: text, status, tag and the raw where ANDed together', () => {
    const body = projectSearchBody(
      ProjectListSearchSchema.parse({
        q: "o'k",
        status: 'ACTIVE',
        tag: 'defi',
        where: 'id > 3 or id < 2',
        size: 10000,
        from: 50,
        sort: 'updatedAt',
        order: 'Desc',
      }),
    );
    expect(projectList.isFiltered(ProjectListSearchSchema.parse({}))).toBe(false);
    expect(projectList.isFiltered(ProjectListSearchSchema.parse({ tag: 'defi' }))).toBe(true);
    expect(body).toEqual({
      where:
        "(name like '%o''k%' or description like '%o''k%') and (status = 'ACTIVE') and (tags = 'defi') and (id > 3 or id < 2)",
      sort: [{ field: 'updatedAt', order: 'Desc' }],
      from: 50,
      size: 10000,
      trackTotal: true,
    });
  });
});

describe("the first screen's request, which the head's script sends in live mode", () => {
  it("is the list's request in its default view, byte for byte", () => {
    expect(FIRST_REQUEST.path).toBe(projectEndpoints.projectSearch.path);
    expect(FIRST_REQUEST.body).toBe(
      JSON.stringify(projectSearchBody(projectList.schema.parse({}))),
    );
  });
});
