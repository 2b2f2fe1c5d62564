Feature: Sazh Katzroy: put a counter, then double the counters
  Sazh Katzroy {3}{G} — Legendary Creature — Human Pilot 3/3: When Sazh Katzroy enters, you may search your
  library for a Bird or basic land card, reveal it, put it into your hand, then shuffle. Whenever Sazh Katzroy
  attacks, put a +1/+1 counter on target creature, then double the number of +1/+1 counters on that creature.

  Rulings: shared/data/fin-rulings.json (2025-06-06), one source (shaggy806/MTG-Engine only, not
  corroborated by a second repository). CR 701.10e says how to double counters.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @ruling:addde8045153 @cr:701.10e @cr:122.1
  Rule: Doubling counters puts as many as there are
    To double the number of +1/+1 counters on a permanent, put a number of +1/+1 counters on it equal to the
    number it already has. Other effects that interact with putting counters on it will interact with this
    effect accordingly. (Wording as recorded by shaggy806/MTG-Engine only. No scenario here has an effect
    that modifies how many counters are put.)

    @id:sazh-doubles-after-one-counter
    Scenario: Isamaru with two +1/+1 counters gets one, then three more: six in all
      Given Alice controls Sazh Katzroy and Isamaru, Hound of Konda (with 2 +1/+1 counters)
      And Alice will choose Isamaru, Hound of Konda as targets
      When Alice attacks with Sazh Katzroy
      And all players pass priority until the stack is empty
      Then Isamaru, Hound of Konda has 6 +1/+1 counters
      And Isamaru, Hound of Konda is 8/8

    @id:sazh-doubles-a-creature-without-counters
    Scenario: A creature with no counters gets one, then one more: two in all
      Given Alice controls Sazh Katzroy
      And Bob controls Makindi Ox
      And Alice will choose Makindi Ox as targets
      When Alice attacks with Sazh Katzroy
      And all players pass priority until the stack is empty
      Then Makindi Ox has 2 +1/+1 counters
