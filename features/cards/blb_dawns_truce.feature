Feature: Dawn's Truce: a gift promised to the opponent chosen as it is cast, given before hexproof and indestructible
  Dawn's Truce {1}{W} — Instant: Gift a card (You may promise an opponent a gift as you cast this spell. If you
  do, they draw a card before its other effects.) You and permanents you control gain hexproof until end of
  turn. If the gift was promised, permanents you control also gain indestructible until end of turn.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions, DawnsTruce.kt at 24c27f1093ea2ccd6ef41b97574645287ae7b318); the same texts are recorded for
  each gift card. CR 702.174a (promising the gift, an additional cost, to an opponent chosen then), 702.174e
  (a card: the opponent draws it), 702.174j (given as the spell resolves, before its other effects; not if it
  is countered), 702.11b and 702.11c (hexproof of a permanent and of a player), 702.12b (indestructible).

  Background:
    Given a game between Alice, Bob and Carol
    And it is Alice's precombat main phase
    And Alice controls Grizzly Bears
    And Alice has Dawn's Truce in her hand
    And Bob's library, from the top, is Island
    And Carol's library, from the top, is Forest

  @ruling:86581c5163b5 @cr:702.174a @cr:601.2b
  Rule: The opponent who is given the gift is the one chosen as the spell is cast
    As an additional cost to cast a spell with gift, you can promise the listed gift to an opponent. That
    opponent is chosen as part of that additional cost.

    @id:blb-dawns-truce-gift-to-carol
    Scenario: Alice promises the gift to Carol: Carol draws a card, Bob doesn't
      Given Alice has {W}{C} in her mana pool
      And Alice will choose Carol to promise the gift to
      When Alice casts Dawn's Truce from her hand
      And all players pass priority until the stack is empty
      Then Carol has Forest in her hand
      And Bob has no Island in his hand

    @id:blb-dawns-truce-gift-not-to-herself
    Scenario: Alice can't promise the gift to herself: only an opponent is accepted (702.174a)
      Given Alice has {W}{C} in her mana pool
      And Alice will choose Alice to promise the gift to
      When Alice tries to cast Dawn's Truce from her hand
      Then that is rejected by rule 702.174a

  @ruling:39688066a60a @cr:702.174j @cr:702.12b
  Rule: The gift is given as the spell resolves, and only then; a promised gift adds indestructible
    For instants and sorceries with gift, the gift is given to the appropriate opponent as part of the
    resolution of the spell. This happens before any of the spell's other effects would take place.

    @id:blb-dawns-truce-gift-given-on-resolution
    Scenario: Bob draws nothing while Dawn's Truce is on the stack, a card as it resolves; then Grizzly Bears survives Akroma's Vengeance
      Given Alice has Akroma's Vengeance in her hand
      And Alice has {W}{C}{W}{W}{C}{C}{C}{C} in her mana pool
      And Alice will choose Bob to promise the gift to
      When Alice casts Dawn's Truce from her hand
      Then Bob has no Island in his hand
      When all players pass priority until the stack is empty
      Then Bob has Island in his hand
      When Alice casts Akroma's Vengeance from her hand
      And all players pass priority until the stack is empty
      Then Alice controls Grizzly Bears

    @id:blb-dawns-truce-no-gift-no-indestructible
    Scenario: With no gift promised, no one draws and Grizzly Bears, with hexproof only, is destroyed by Akroma's Vengeance
      Given Alice has Akroma's Vengeance in her hand
      And Alice has {W}{C}{W}{W}{C}{C}{C}{C} in her mana pool
      And Alice will choose no one to promise the gift to
      When Alice casts Dawn's Truce from her hand
      And all players pass priority until the stack is empty
      Then Bob has no Island in his hand
      And Carol has no Forest in her hand
      When Alice casts Akroma's Vengeance from her hand
      And all players pass priority until the stack is empty
      Then Alice has Grizzly Bears in her graveyard

  @ruling:c86c607284ae @cr:702.174j @cr:701.6a @cr:702.11b @cr:702.11c
  Rule: A countered Dawn's Truce gives no gift and no hexproof
    If a spell for which the gift was promised is countered, doesn't resolve, or is otherwise removed from the
    stack, the gift won't be given. None of its other effects will happen either.

    @id:blb-dawns-truce-countered
    Scenario: Bob counters Dawn's Truce: he draws no card, and his Murder can then target Grizzly Bears
      Given Alice has {W}{C} in her mana pool
      And Bob has Cancel and Murder in his hand
      And Bob has {U}{U}{C}{B}{B}{C} in his mana pool
      And Alice will choose Bob to promise the gift to
      And Bob will choose Dawn's Truce, then Grizzly Bears as targets
      When Alice casts Dawn's Truce from her hand
      And Alice passes priority
      And Bob casts Cancel from his hand
      And all players pass priority until the stack is empty
      Then Bob has no Island in his hand
      When Alice passes priority
      And Bob casts Murder from his hand
      And all players pass priority until the stack is empty
      Then Alice has Grizzly Bears in her graveyard

    @id:blb-dawns-truce-resolved-hexproof
    Scenario: Dawn's Truce resolves: Bob can target neither Grizzly Bears nor Alice
      Given Alice has {W}{C} in her mana pool
      And Bob controls Memnite
      And Bob has Murder and Lightning Bolt in his hand
      And Bob has {B}{B}{C}{R} in his mana pool
      And Alice will choose Bob to promise the gift to
      And Bob will choose Grizzly Bears, then Alice as targets
      When Alice casts Dawn's Truce from her hand
      And all players pass priority until the stack is empty
      And Alice passes priority
      And Bob tries to cast Murder from his hand
      Then that is rejected by rule 702.11b
      When Bob tries to cast Lightning Bolt from his hand
      Then that is rejected by rule 702.11c
