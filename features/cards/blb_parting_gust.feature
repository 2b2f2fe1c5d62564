Feature: Parting Gust: unpromised, the exiled creature comes back at the next end step, a new object; promised, it stays exiled
  Parting Gust {W}{W} — Instant: Gift a tapped Fish (You may promise an opponent a gift as you cast this spell.
  If you do, they create a tapped 1/1 blue Fish creature token before its other effects.) Exile target nontoken
  creature. If the gift wasn't promised, return that card to the battlefield under its owner's control with a
  +1/+1 counter on it at the beginning of the next end step.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions). CR 702.174f (a tapped Fish), 702.174j (for instants the gift is given as the spell resolves,
  before its other effects; a countered spell gives nothing), 702.174k ("if the gift wasn't promised"), 603.7
  and 610.3 (the delayed return at the beginning of the next end step), 400.7 (the card that returns is a new
  object: the counters the creature had are gone; it has the +1/+1 counter it returns with, 614.1c).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Parting Gust in her hand
    And Alice has {W}{W} in her mana pool
    And Bob controls Grizzly Bears (with 2 +1/+1 counters)
    And Alice will choose Grizzly Bears as targets

  @ruling:cd4ea85c9aed @cr:400.7 @cr:610.3
  Rule: The creature that returns is a new object
    Once the exiled permanent returns, it's considered a new object with no relation to the object that it
    was.

    @id:blb-parting-gust-returns-new-object
    Scenario: Unpromised, Grizzly Bears returns at the end step with one +1/+1 counter, not its two old ones
      Given Alice will choose no one to promise the gift to
      When Alice casts Parting Gust from her hand
      And all players pass priority until the stack is empty
      Then Bob controls no Grizzly Bears
      When the game advances to Alice's end step
      And all players pass priority until the stack is empty
      Then Bob controls Grizzly Bears
      And Grizzly Bears has 1 +1/+1 counter
      And Grizzly Bears is 3/3

    @id:blb-parting-gust-promised-stays-exiled
    Scenario: Promised, Grizzly Bears stays in exile at the end step
      Given Alice will choose Bob to promise the gift to
      When Alice casts Parting Gust from her hand
      And all players pass priority until the stack is empty
      And the game advances to Alice's end step
      Then no triggered ability is put on the stack
      And Bob controls no Grizzly Bears

  @ruling:39688066a60a @cr:702.174j @cr:702.174f
  Rule: The gift, a tapped Fish, is given as Parting Gust resolves
    For instants and sorceries with gift, the gift is given to the appropriate opponent as part of the
    resolution of the spell. This happens before any of the spell's other effects would take place.

    @id:blb-parting-gust-gift-on-resolution
    Scenario: Parting Gust, its gift promised: no Fish while it is on the stack; as it resolves Bob gets a tapped Fish
      Given Alice will choose Bob to promise the gift to
      When Alice casts Parting Gust from her hand
      Then Bob controls no Fish
      When all players pass priority until the stack is empty
      Then Bob controls Fish
      And Fish is tapped
      And Bob controls no Grizzly Bears

    @id:blb-parting-gust-no-gift-no-fish
    Scenario: Parting Gust with no gift promised: Bob gets no Fish
      Given Alice will choose no one to promise the gift to
      When Alice casts Parting Gust from her hand
      And all players pass priority until the stack is empty
      Then Bob controls no Fish
      And Bob controls no Grizzly Bears

  @ruling:8addc02e744e @cr:702.174j @cr:701.6a
  Rule: A countered Parting Gust gives no gift
    If a spell for which the gift was promised is countered, doesn't resolve, or is otherwise removed from the
    stack, the gift won't be given.

    @id:blb-parting-gust-countered-no-fish
    Scenario: Parting Gust, its gift promised, is countered by Cancel: no Fish, and Grizzly Bears stays
      Given Alice will choose Bob to promise the gift to
      And Bob has Cancel in his hand
      And Bob has {U}{U}{C} in his mana pool
      And Bob will choose Parting Gust as targets
      When Alice casts Parting Gust from her hand
      And Alice passes priority
      And Bob casts Cancel from his hand
      And all players pass priority until the stack is empty
      Then Bob controls no Fish
      And Bob controls Grizzly Bears
      And Alice has Parting Gust in her graveyard

    @id:blb-parting-gust-not-countered-fish
    Scenario: Parting Gust, its gift promised, isn't countered: Bob gets the Fish
      Given Alice will choose Bob to promise the gift to
      And Bob has Cancel in his hand
      And Bob has {U}{U}{C} in his mana pool
      When Alice casts Parting Gust from her hand
      And all players pass priority until the stack is empty
      Then Bob controls Fish
      And Bob has Cancel in his hand
