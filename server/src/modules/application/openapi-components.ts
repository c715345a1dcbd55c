// The named schemas of the OpenAPI document (components.schemas), converted from the zod schemas.
import { z } from 'zod';
import * as contracts from '@cla/domain/contracts';


export type Schema = Record<string, unknown>;
export type Operation = Record<string, unknown>;

/** Every named schema of `components.schemas`: name → zod schema. */
export const COMPONENTS = {
  Error: contracts.ErrorBody,
  ValidationIssue: contracts.ValidationIssueSchema,
  Account: contracts.Account,
  LayingMethod: contracts.LayingMethodSchema,
  RegisterBody: contracts.RegisterBody,
  LoginBody: contracts.LoginBody,
  ChangePasswordBody: contracts.ChangePasswordBody,
  ProfileBody: contracts.ProfileBody,
  PasswordRequestBody: contracts.PasswordRequestBody,
  TokenPasswordBody: contracts.TokenPasswordBody,
  InviteBody: contracts.InviteBody,
  AdminUser: contracts.AdminUser,
  AdminTableInfo: contracts.AdminTableInfo,
  AdminTablePage: contracts.AdminTablePage,
  AdminTableRow: contracts.AdminTableRow,
  ApplicationVersion: contracts.ApplicationVersion,
  ApiKey: contracts.ApiKey,
  CreatedApiKey: contracts.CreatedApiKey,
  CreateApiKeyBody: contracts.CreateApiKeyBody,
  Motd: contracts.Motd,
  UserCompanyResponse: contracts.UserCompanyResponse,
  UserCompany: contracts.UserCompany,
  CompanyMember: contracts.CompanyMember,
  CompanyInvitation: contracts.CompanyInvitation,
  InvitationPreview: contracts.InvitationPreview,
  JoinedCompany: contracts.JoinedCompany,
  CompanyInviteBody: contracts.CompanyInviteBody,
  CompanyMemberBody: contracts.CompanyMemberBody,
  Company: contracts.Company,
  CompanyBody: contracts.CompanyBody,
  PatchCompanyBody: contracts.PatchCompanyBody,
  Licence: contracts.Licence,
  LicenceBody: contracts.LicenceBody,
  PatchLicenceBody: contracts.PatchLicenceBody,
  Plan: contracts.Plan,
  PlanBody: contracts.PlanBody,
  PatchPlanBody: contracts.PatchPlanBody,
  GrantPlanBody: contracts.GrantPlanBody,
  Distributor: contracts.Distributor,
  DistributorBody: contracts.DistributorBody,
  PatchDistributorBody: contracts.PatchDistributorBody,
  PatchUserBody: contracts.PatchUserBody,
  Folder: contracts.Folder,
  CreateFolderBody: contracts.CreateFolderBody,
  RenameFolderBody: contracts.RenameFolderBody,
  ProjectFile: contracts.ProjectFile,
  SectionSummary: contracts.SectionSummary,
  Project2: contracts.Project2,
  CreateProject2Body: contracts.CreateProjectBody,
  PatchProject2Body: contracts.PatchProjectBody,
  UploadFileResponse: contracts.UploadFileResponse,
  UploadPictureResponse: contracts.UploadPictureResponse,
  Upload: contracts.Upload,
  SectionData: contracts.SectionDataSchema,
  ResultsData: contracts.ResultsDataSchema,
  Favourite: contracts.FavouriteSchema,
  Section: contracts.Section,
  SharedSection: contracts.SharedSection,
  CreateSectionBody: contracts.CreateSectionBody,
  PatchSectionBody: contracts.PatchSectionBody,
  RenameSectionBody: contracts.RenameSectionBody,
  DuplicateSectionBody: contracts.DuplicateSectionBody,
  CopySharedSectionBody: contracts.CopySectionBody,
  ShareTokenResponse: contracts.ShareTokenResponse,
  StorageUsage: contracts.StorageUsage,
  LegacyRow: contracts.LegacyRow,
  LegacyProjectData: contracts.LegacyProjectData,
  LegacyProject: contracts.LegacyProject,
  SharedLegacyProject: contracts.SharedLegacyProject,
  CreateLegacyProjectBody: contracts.CreateLegacyProjectBody,
  PatchLegacyProjectBody: contracts.PatchLegacyProjectBody,
  PresetType: contracts.PresetTypeSchema,
  Preset: contracts.Preset,
  MachinePresetData: contracts.MachinePresetData,
  CreatePresetBody: contracts.CreatePresetBody,
  RenamePresetBody: contracts.RenamePresetBody,
  CalculateRequest: contracts.CalculateRequestBody,
  CreateStudyBody: contracts.CreateStudyBody,
  MethodsStudyOptions: contracts.MethodsStudyOptions,
  PushersStudyOptions: contracts.PushersStudyOptions,
  CofStudyOptions: contracts.CofStudyOptions,
  EquipmentStudyOptions: contracts.EquipmentStudyOptions,
  CalibrationStudyOptions: contracts.CalibrationStudyOptions,
  Study: contracts.Study,
  SharedStudy: contracts.SharedStudy,
  MethodsStudyResult: contracts.MethodsStudyResult,
  PushersStudyResult: contracts.PushersStudyResult,
  CofStudyResult: contracts.CofStudyResult,
  EquipmentStudyResult: contracts.EquipmentStudyResult,
  CalibrationStudyResult: contracts.CalibrationStudyResult,
  CalculateResponse: contracts.CalculateResponse,
  AdminDashboard: contracts.AdminDashboard,
  AdminStatistics: contracts.AdminStatistics,
  RuntimeSettingsView: contracts.RuntimeSettingsView,
  RuntimeSettingsBody: contracts.RuntimeSettingsBody,
  MotdBody: contracts.MotdBody,
  AdminPasswordBody: contracts.AdminPasswordBody,
  MonitoringView: contracts.MonitoringView,
  RebuildReport: contracts.RebuildReport,
  EndedSessions: contracts.EndedSessions,
  DueMails: contracts.DueMails,
} satisfies Record<string, z.ZodType>;

export type ComponentName = keyof typeof COMPONENTS;

/** JSON Schema of what a request may send (`io: 'input'`: before defaults and trimming). */
const JSON_SCHEMA_OPTIONS = { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' } as const;

let converted: Record<string, Schema> | undefined;

/** `components.schemas`, each converted once (a fresh copy each call), with `$ref`s between them. */
export function componentSchemas(): Record<string, Schema> {
  converted ??= convertComponents();
  return structuredClone(converted);
}

function convertComponents(): Record<string, Schema> {
  const registry = z.registry<{ id: string }>();
  for (const [name, schema] of Object.entries(COMPONENTS)) {
    registry.add(schema, { id: name });
  }
  const { schemas } = z.toJSONSchema(registry, { ...JSON_SCHEMA_OPTIONS, uri: (name) => `#/components/schemas/${name}` });
  return Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => {
      const { $schema: _dialect, $id: _id, ...rest } = schema as Schema;
      return [name, rest];
    }),
  );
}

/** An inline schema (a path or query parameter). */
export function inline(schema: z.ZodType): Schema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, JSON_SCHEMA_OPTIONS) as Schema;
  return rest;
}

export const ref = (name: ComponentName): Schema => ({ $ref: `#/components/schemas/${name}` });
export const arrayOf = (schema: Schema): Schema => ({ type: 'array', items: schema });

let names: Map<z.ZodType, ComponentName> | undefined;

/**
 * The reference of a route table's schema: the component registered for that very object, or an array of one
 * (`z.array(Component)`). @throws when it is neither (a schema of the table must be a component to be documented)
 */
export function refOf(schema: z.ZodType): Schema {
  names ??= new Map(Object.entries(COMPONENTS).map(([name, component]) => [component as z.ZodType, name as ComponentName]));
  const name = names.get(schema);
  if (name !== undefined) return ref(name);
  if (schema instanceof z.ZodArray) return arrayOf(refOf(schema.element as z.ZodType));
  throw new Error('a schema of the route table that is no component of the OpenAPI document (add it to COMPONENTS)');
}
export const anyObject: Schema = { type: 'object', additionalProperties: true };
