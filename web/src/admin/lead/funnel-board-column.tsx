import { Badge, Box, Card, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';

export interface BoardLead {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  status_id: number | null;
}

export interface BoardStatus {
  id: number;
  title: string;
}

interface CardProps {
  lead: BoardLead;
  statuses: BoardStatus[];
  canMove: boolean;
  onOpen: (id: number) => void;
  onMove: (lead: BoardLead, statusId: number) => void;
}

/**
 * A lead on the board: dragged by its handle to another column (pointer or keyboard: space, arrows,
 * space), or moved with its own "Move to" select, which is also how it moves on a phone. Its name opens
 * the lead.
 */
function LeadCard({ lead, statuses, canMove, onOpen, onMove }: CardProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: lead.id, disabled: !canMove });
  return (
    <Card.Root
      ref={setNodeRef}
      size="sm"
      variant="outline"
      data-testid="board-card"
      data-lead-id={lead.id}
      opacity={isDragging ? 0.6 : 1}
      style={transform ? { transform: `translate3d(${String(transform.x)}px, ${String(transform.y)}px, 0)`, zIndex: 10 } : undefined}
    >
      <Card.Body gap="1" p="3">
        <HStack align="start" gap="2">
          {canMove && (
            <Box
              {...attributes}
              {...listeners}
              aria-label={t('admin:funnel.dragLead', { name: lead.name || lead.email })}
              cursor="grab"
              color="fg.muted"
              px="1"
              lineHeight="1.5"
              userSelect="none"
            >
              ⠿
            </Box>
          )}
          <Box minW="0">
            <Text as="button" fontWeight="semibold" textAlign="start" textDecoration="underline" onClick={() => onOpen(lead.id)}>
              {lead.name || lead.email}
            </Text>
            <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
              {lead.email}
            </Text>
          </Box>
        </HStack>
        {canMove && (
          <NativeSelect.Root size="xs">
            <NativeSelect.Field
              aria-label={t('admin:funnel.moveTo', { name: lead.name || lead.email })}
              value=""
              onChange={(e) => {
                const to = Number(e.currentTarget.value);
                if (to) onMove(lead, to);
              }}
            >
              <option value="">{t('admin:funnel.moveToPlaceholder')}</option>
              {statuses
                .filter((s) => s.id !== lead.status_id)
                .map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.title}
                  </option>
                ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}

interface ColumnProps extends Omit<CardProps, 'lead'> {
  /** The status, or null for the leads without one (nothing can be dropped there). */
  status: BoardStatus | null;
  leads: BoardLead[];
}

/** A status's column: its leads, and a drop target for the others. */
export function BoardColumn({ status, leads, ...card }: ColumnProps) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: status ? `status-${String(status.id)}` : 'status-none', disabled: !status });
  const title = status?.title ?? t('admin:funnel.noStatus');
  return (
    <Stack
      ref={setNodeRef}
      role="region"
      aria-label={title}
      data-testid="board-column"
      minW={{ base: '100%', md: '240px' }}
      maxW={{ md: '280px' }}
      flexShrink={0}
      bg={isOver ? 'bg.emphasized' : 'bg.muted'}
      borderRadius="l2"
      p="3"
      gap="2"
    >
      <Heading as="h3" size="sm">
        {title} <Badge>{leads.length}</Badge>
      </Heading>
      {leads.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('admin:funnel.emptyColumn')}
        </Text>
      ) : (
        leads.map((lead) => <LeadCard key={lead.id} lead={lead} {...card} />)
      )}
    </Stack>
  );
}
