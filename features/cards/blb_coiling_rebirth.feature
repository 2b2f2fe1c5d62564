Feature: Coiling Rebirth: a 1/1 token copy of the returned creature, entering as a copy, with X as 0; the gift given first
  Coiling Rebirth {3}{B}{B} — Sorcery: Gift a card (You may promise an opponent a gift as you cast this spell.
  If you do, they draw a card before its other effects.) Return target creature card from your graveyard to
  the battlefield. Then if the gift was promised and that creature isn't legendary, create a token that's a
  copy of that creature, except it's 1/1.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions, CoilingRebirth.kt at 24c27f1093ea2ccd6ef41b97574645287ae7b318); the two gift texts are
  recorded for each gift card. CR 707.2 and 707.9b (a token copy, except it's 1/1), 707.5 (it enters as a
  copy: "enters" and "enters with" abilities work), 107.3m (X is 0 for a permanent not cast), 702.174e and
  702.174j (the gift: a card, drawn as the spell resolves, before its other effects; not if it is countered).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Coiling Rebirth in her hand
    And Alice has {B}{B}{C}{C}{C} in her mana pool
    And Bob's library, from the top, is Island

  @ruling:ad42b013cb75 @cr:707.5 @cr:603.6a @cr:614.1c
  Rule: The token copy's "enters" and "enters with" abilities work
    Any "enters" abilities of the copied creature will trigger when the token enters. Any "as [this creature]
    enters" or "[this creature] enters with" abilities of the copied creature will also work.

    @id:blb-coiling-rebirth-copy-enters-trigger
    Scenario: Mysidian Elder returns with a 1/1 token copy: each one's enters ability triggers, and Alice gets two Wizard tokens
      Given Alice has Mysidian Elder in her graveyard
      And Alice will choose Bob to promise the gift to
      And Alice will choose Mysidian Elder as targets
      And Alice will put her triggered abilities on the stack in the order Mysidian Elder, Mysidian Elder
      When Alice casts Coiling Rebirth from her hand
      And all players pass priority
      Then the triggered abilities put on the stack are 2 from Mysidian Elder
      When all players pass priority until the stack is empty
      Then Alice controls 2 Mysidian Elder and 2 Wizard
      And the Mysidian Elder permanents are 1/1 and 1/3

    @id:blb-coiling-rebirth-copy-enters-with-counters
    Scenario: Clockwork Condor and its 1/1 token copy each enter with three +1/+1 counters
      Given Alice has Clockwork Condor in her graveyard
      And Alice will choose Bob to promise the gift to
      And Alice will choose Clockwork Condor as targets
      When Alice casts Coiling Rebirth from her hand
      And all players pass priority until the stack is empty
      Then Alice controls 2 Clockwork Condor
      And the Clockwork Condor permanents are 3/3 and 4/4

  @ruling:fdbf9213c769 @cr:107.3m @cr:707.2
  Rule: X in the copied creature's mana cost is 0
    If the copied creature has {X} in its mana cost, X is 0.

    @id:blb-coiling-rebirth-copy-x-is-zero
    Scenario: Endless One and its token copy enter with X = 0: no counters; Endless One, 0/0, dies, the 1/1 token stays
      Given Alice has Endless One in her graveyard
      And Alice will choose Bob to promise the gift to
      And Alice will choose Endless One as targets
      When Alice casts Coiling Rebirth from her hand
      And all players pass priority until the stack is empty
      Then Alice controls 1 Endless One
      And Endless One is 1/1
      And Endless One has 0 +1/+1 counters
      And Alice has Endless One in her graveyard

    @id:blb-coiling-rebirth-no-copy-legendary
    Scenario: Zack Fair is legendary: it returns with its +1/+1 counter, and no token copy is created
      Given Alice has Zack Fair in her graveyard
      And Alice will choose Bob to promise the gift to
      And Alice will choose Zack Fair as targets
      When Alice casts Coiling Rebirth from her hand
      And all players pass priority until the stack is empty
      Then Alice controls 1 Zack Fair
      And Zack Fair has 1 +1/+1 counter
      And Bob has Island in his hand

  @ruling:39688066a60a @cr:702.174j @cr:702.174e
  Rule: The gift is given as the spell resolves, and only then
    For instants and sorceries with gift, the gift is given to the appropriate opponent as part of the
    resolution of the spell. This happens before any of the spell's other effects would take place.

    @id:blb-coiling-rebirth-gift-on-resolution
    Scenario: Bob draws nothing while Coiling Rebirth is on the stack, a card as it resolves
      Given Alice has Grizzly Bears in her graveyard
      And Alice will choose Bob to promise the gift to
      And Alice will choose Grizzly Bears as targets
      When Alice casts Coiling Rebirth from her hand
      Then Bob has no Island in his hand
      When all players pass priority until the stack is empty
      Then Bob has Island in his hand
      And Alice controls 2 Grizzly Bears
      And the Grizzly Bears permanents are 1/1 and 2/2

    @id:blb-coiling-rebirth-no-gift
    Scenario: With no gift promised, Bob draws nothing and Grizzly Bears returns without a token copy
      Given Alice has Grizzly Bears in her graveyard
      And Alice will choose no one to promise the gift to
      And Alice will choose Grizzly Bears as targets
      When Alice casts Coiling Rebirth from her hand
      And all players pass priority until the stack is empty
      Then Bob has no Island in his hand
      And Alice controls 1 Grizzly Bears

  @ruling:c86c607284ae @cr:702.174j @cr:701.6a
  Rule: A countered Coiling Rebirth gives no gift and returns nothing
    If a spell for which the gift was promised is countered, doesn't resolve, or is otherwise removed from the
    stack, the gift won't be given. None of its other effects will happen either.

    @id:blb-coiling-rebirth-countered
    Scenario: Bob counters Coiling Rebirth: he draws nothing, and Grizzly Bears stays in Alice's graveyard
      Given Alice has Grizzly Bears in her graveyard
      And Bob has Cancel in his hand
      And Bob has {U}{U}{C} in his mana pool
      And Alice will choose Bob to promise the gift to
      And Alice will choose Grizzly Bears as targets
      And Bob will choose Coiling Rebirth as targets
      When Alice casts Coiling Rebirth from her hand
      And Alice passes priority
      And Bob casts Cancel from his hand
      And all players pass priority until the stack is empty
      Then Bob has no Island in his hand
      And Alice has Grizzly Bears and Coiling Rebirth in her graveyard
      And Alice controls no Grizzly Bears
